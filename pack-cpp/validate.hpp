// ---- validate.hpp: strict reading of judge input, for the input validators ----
namespace lexpath {

// The lines of `text`, each ending in a newline, with no carriage return or tab anywhere.
inline bool strictLines(const std::string &text, std::vector<std::string> &lines, std::string &error) {
  if (text.empty()) {
    error = "the input is empty";
    return false;
  }
  if (text.back() != '\n') {
    error = "the last line does not end with a newline";
    return false;
  }
  std::string::size_type from = 0;
  while (from < text.size()) {
    const std::string::size_type end = text.find('\n', from);
    const std::string line = text.substr(from, end - from);
    if (line.find_first_of("\r\t") != std::string::npos) {
      error = "line " + std::to_string(lines.size() + 1) + ": a carriage return or a tab";
      return false;
    }
    lines.push_back(line);
    from = end + 1;
  }
  return true;
}

// Fields separated by single spaces, with none before the first or after the last.
inline bool singleSpaced(const std::string &line, std::vector<std::string> &fields) {
  if (line.empty() || line.front() == ' ' || line.back() == ' ' || line.find("  ") != std::string::npos) return false;
  std::string::size_type from = 0;
  while (true) {
    const std::string::size_type end = line.find(' ', from);
    fields.push_back(line.substr(from, end == std::string::npos ? std::string::npos : end - from));
    if (end == std::string::npos) return true;
    from = end + 1;
  }
}

// A whole number written without leading zeros or sign.
inline bool plainNumber(const std::string &text) {
  return allDigits(text) && text.size() <= 9 && (text.size() == 1 || text[0] != '0');
}

// The first line: T, 1 <= T <= MAX_CASES.
inline bool caseCount(const std::vector<std::string> &lines, std::size_t &total, std::string &error) {
  if (!plainNumber(lines[0]) || std::stoul(lines[0]) < 1 || std::stoul(lines[0]) > MAX_CASES) {
    error = "line 1: expected T, a whole number from 1 to " + std::to_string(MAX_CASES) + ", got " + quoted(lines[0]);
    return false;
  }
  total = std::stoul(lines[0]);
  if (lines.size() != 1 + 2 * total) {
    error = "T is " + lines[0] + ", so " + std::to_string(1 + 2 * total) + " lines are expected, got " +
            std::to_string(lines.size());
    return false;
  }
  return true;
}

}  // namespace lexpath
