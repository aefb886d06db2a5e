// ---- eight.hpp: Eight II (HDU 3567): 3x3 boards of 1-8 and X; X moves d < l < r < u ----
namespace lexpath {

const bool LABELLED = false;
const bool REPLAYS = true;
const std::string MOVE_LETTERS = "dlru";

struct Case {
  std::string start, goal;
};

inline bool isEightBoard(const std::string &board) {
  if (board.size() != 9) return false;
  for (char tile : std::string("12345678X"))
    if (board.find(tile) == std::string::npos) return false;
  return true;
}

// T, then a start and a goal board per case, as whitespace-separated tokens.
inline bool readCases(const std::string &input, const std::string &, std::vector<Case> &cases, std::string &error) {
  const std::vector<std::string> tokens = tokensOf(input);
  if (tokens.empty() || !allDigits(tokens[0]) || tokens[0].size() > 6) {
    error = "expected the number of cases T first";
    return false;
  }
  const std::size_t total = std::stoul(tokens[0]);
  if (tokens.size() != 1 + 2 * total) {
    error = "T is " + tokens[0] + ", but " + plural(static_cast<long long>(tokens.size()) - 1, "board") + " follow";
    return false;
  }
  for (std::size_t x = 0; x < total; x++) {
    Case c{tokens[1 + 2 * x], tokens[2 + 2 * x]};
    if (!isEightBoard(c.start) || !isEightBoard(c.goal)) {
      error = "case " + std::to_string(x + 1) + " is not two boards of 1-8 and X";
      return false;
    }
    cases.push_back(c);
  }
  return true;
}

inline Replayed replay(const Case &c, const std::string &moves) {
  std::string cells = c.start;
  std::size_t blank = cells.find('X');
  for (std::size_t i = 0; i < moves.size(); i++) {
    const std::size_t move = MOVE_LETTERS.find(moves[i]);
    if (move == std::string::npos) return Replayed{REPLAY_ILLEGAL, moveName(i, moves[i]) + " is not one of d, l, r, u", 0};
    const std::size_t row = blank / 3, col = blank % 3;
    const bool legal = (move == 0 && row < 2) || (move == 1 && col > 0) || (move == 2 && col < 2) || (move == 3 && row > 0);
    if (!legal) return Replayed{REPLAY_ILLEGAL, moveName(i, moves[i]) + " takes X off the board", 0};
    const std::size_t to = move == 0 ? blank + 3 : move == 1 ? blank - 1 : move == 2 ? blank + 1 : blank - 3;
    cells[blank] = cells[to];
    cells[to] = 'X';
    blank = to;
  }
  if (cells != c.goal)
    return Replayed{REPLAY_NOT_SOLVED, "the moves end at " + cells + ", not at the goal " + c.goal, 0};
  return replayOk(0);
}

inline ParsedOutput parseOutput(const std::string &text, std::size_t caseCount) {
  return parseNumberedOutput(text, caseCount);
}

}  // namespace lexpath
