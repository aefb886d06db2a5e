// ---- judge.hpp: an output against the jury's answer, which is the one smallest shortest answer ----
namespace lexpath {

inline Result verdict(Outcome outcome, const std::string &message) { return Result{outcome, message}; }

// One case: the output's answer replayed, then set beside the jury's (replayed already).
inline Result judgeCase(std::size_t index, const Case &c, const Answer &given, const Answer &jury) {
  const std::string where = "case " + std::to_string(index + 1) + ": ";
  const Replayed replayed = replay(c, given.moves);
  if (replayed.kind == REPLAY_ILLEGAL) return verdict(WRONG_ANSWER, where + "illegal-move: " + replayed.reason);
  if (replayed.kind == REPLAY_NOT_SOLVED) return verdict(WRONG_ANSWER, where + "not-solved: " + replayed.reason);
  if (LABELLED && given.label != replayed.label)
    return verdict(WRONG_ANSWER, where + "wrong-centre: printed " + std::to_string(given.label) +
                                     ", but the centre holds " + std::to_string(replayed.label) + " after the moves");
  const std::size_t length = given.moves.size(), shortest = jury.moves.size();
  if (length > shortest)
    return verdict(WRONG_ANSWER, where + "not-shortest: " + std::to_string(length) + " moves, but the jury's answer has " +
                                     std::to_string(shortest));
  if (length < shortest) {
    if (!REPLAYS)
      return verdict(WRONG_ANSWER, where + "not-solved: " + std::to_string(length) + " moves, fewer than the jury's " +
                                       std::to_string(shortest) + " (this checker does not replay moves)");
    return verdict(JURY_FAULT, "the jury's answer is wrong: " + where + "the output's " + std::to_string(length) +
                                   " moves solve it, fewer than the jury's " + std::to_string(shortest));
  }
  for (std::size_t step = 0; step < length; step++) {
    const char mine = given.moves[step], theirs = jury.moves[step];
    if (mine == theirs) continue;
    const std::string at = "step " + std::to_string(step + 1) + ": ";
    if (MOVE_LETTERS.find(theirs) < MOVE_LETTERS.find(mine))
      return verdict(WRONG_ANSWER, where + "not-lex-smallest: " + at + "the output takes '" + std::string(1, mine) +
                                       "', the jury's answer, as short, takes '" + std::string(1, theirs) + "', smaller");
    if (!REPLAYS)
      return verdict(WRONG_ANSWER, where + "wrong answer: " + at + "the output takes '" + std::string(1, mine) +
                                       "' before the jury's '" + std::string(1, theirs) +
                                       "' (this checker does not replay moves)");
    return verdict(JURY_FAULT, "the jury's answer is wrong: " + where + at + "the output takes '" + std::string(1, mine) +
                                   "' < '" + std::string(1, theirs) + "' and solves it in as many moves");
  }
  return verdict(ACCEPTED, "");
}

// The whole output: the first case that goes wrong names the verdict.
inline Result judge(const std::string &input, const std::string &answer, const std::string &output) {
  std::vector<Case> cases;
  std::string error;
  if (!readCases(input, answer, cases, error)) return verdict(JURY_FAULT, "the input file: " + error);
  const ParsedOutput jury = parseOutput(answer, cases.size());
  if (jury.failed) return verdict(JURY_FAULT, "the answer file: " + jury.error);
  for (std::size_t i = 0; i < cases.size(); i++) {
    const Replayed replayed = replay(cases[i], jury.answers[i].moves);
    const bool labelWrong = LABELLED && replayed.kind == REPLAY_OK && replayed.label != jury.answers[i].label;
    if (replayed.kind != REPLAY_OK || labelWrong)
      return verdict(JURY_FAULT, "the answer file, case " + std::to_string(i + 1) + ": " +
                                     (labelWrong ? "its centre digit is not the one its moves give" : replayed.reason));
  }
  const ParsedOutput given = parseOutput(output, cases.size());
  for (std::size_t i = 0; i < given.answers.size(); i++) {
    const Result result = judgeCase(i, cases[i], given.answers[i], jury.answers[i]);
    if (result.outcome != ACCEPTED) return result;
  }
  if (given.failed) return verdict(WRONG_FORMAT, "wrong-format: " + given.error);
  return verdict(ACCEPTED, plural(static_cast<long long>(cases.size()), "case") + ", every answer the smallest shortest one");
}

}  // namespace lexpath
