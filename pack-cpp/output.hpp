// ---- output.hpp: the judge's two output shapes, read strictly, with lexpath's messages ----
namespace lexpath {

struct Answer {
  std::string moves;
  int label;  // the printed centre digit (labelled output), else -1
};

struct ParsedOutput {
  std::vector<Answer> answers;  // the leading cases that parsed
  bool failed = false;
  std::string error;  // why reading stopped, or what follows the last case
};

inline ParsedOutput endOfOutput(const std::vector<std::string> &lines, std::size_t at, ParsedOutput parsed) {
  if (at < lines.size()) {
    parsed.failed = true;
    parsed.error = "unexpected output after the last case: " + (lines[at].empty() ? "an empty line" : quoted(lines[at]));
  }
  return parsed;
}

inline ParsedOutput failedAt(ParsedOutput parsed, const std::string &error) {
  parsed.failed = true;
  parsed.error = error;
  return parsed;
}

// `Case x: n` then the n moves on their own line (an empty line when n = 0).
inline ParsedOutput parseNumberedOutput(const std::string &text, std::size_t caseCount) {
  const std::vector<std::string> lines = outputLines(text);
  ParsedOutput parsed;
  std::size_t at = 0;
  for (std::size_t i = 0; i < caseCount; i++) {
    const std::string number = std::to_string(i + 1);
    const std::string where = "case " + number + ": ";
    if (at >= lines.size()) return failedAt(parsed, where + "output ended before 'Case " + number + ": <length>'");
    const std::string &header = lines[at];
    const std::string prefix = "Case " + number + ": ";
    // `Case <this case's number>: <a length without leading zeros>`, nothing more.
    std::string declared;
    bool wellFormed = looksLikeHeader(header) && header.substr(5, header.find(':') - 5) == number &&
                      startsWith(header, prefix);
    if (wellFormed) {
      declared = header.substr(prefix.size());
      wellFormed = allDigits(declared) && !(declared.size() > 1 && declared[0] == '0');
    }
    if (!wellFormed)
      return failedAt(parsed, where + "expected 'Case " + number + ": <length>' (the number of moves), got " +
                                  quoted(header));
    std::string moves;
    if (at + 1 >= lines.size()) {
      // Only the last case may lose its (empty) move line, with the final newline.
      if (declared != "0" || i != caseCount - 1) return failedAt(parsed, where + "output ended before the move line");
      at += 1;
    } else {
      if (looksLikeHeader(lines[at + 1]))
        return failedAt(parsed, where + "the move line is missing (an empty line is expected when d = 0)");
      moves = lines[at + 1];
      at += 2;
    }
    if (std::to_string(moves.size()) != declared)
      return failedAt(parsed, where + "'Case " + number + ": " + declared + "' but the move line has " +
                                  plural(static_cast<long long>(moves.size()), "move"));
    parsed.answers.push_back(Answer{moves, -1});
  }
  return endOfOutput(lines, at, parsed);
}

// The moves (or `No moves needed`), then the centre digit on its own line.
inline ParsedOutput parseLabelledOutput(const std::string &text, std::size_t caseCount) {
  const std::vector<std::string> lines = outputLines(text);
  ParsedOutput parsed;
  std::size_t at = 0;
  for (std::size_t i = 0; i < caseCount; i++) {
    const std::string where = "case " + std::to_string(i + 1) + ": ";
    if (at >= lines.size()) return failedAt(parsed, where + "output ended before the moves and the centre digit");
    if (at + 1 >= lines.size()) return failedAt(parsed, where + "output ended before the centre digit");
    const std::string &movesLine = lines[at];
    const std::string &digitLine = lines[at + 1];
    if (movesLine.empty()) return failedAt(parsed, where + "empty move line (expected moves or 'No moves needed')");
    if (digitLine.size() != 1 || !allDigits(digitLine))
      return failedAt(parsed, where + "expected the centre digit, got " + quoted(digitLine));
    parsed.answers.push_back(Answer{movesLine == "No moves needed" ? "" : movesLine, digitLine[0] - '0'});
    at += 2;
  }
  return endOfOutput(lines, at, parsed);
}

}  // namespace lexpath
