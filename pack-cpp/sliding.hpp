// ---- sliding.hpp: sliding puzzles of ROWS x COLS: tiles 1..n-1 and the blank 0; the blank moves d < l < r < u ----
namespace lexpath {

const bool LABELLED = false;
const bool REPLAYS = true;
const std::string MOVE_LETTERS = "dlru";
const int CELLS = ROWS * COLS;

struct Case {
  std::vector<int> start, goal;
};

inline bool isBoard(const std::vector<int> &board) {
  std::vector<bool> seen(CELLS, false);
  for (int tile : board) {
    if (tile < 0 || tile >= CELLS || seen[tile]) return false;
    seen[tile] = true;
  }
  return board.size() == static_cast<std::size_t>(CELLS);
}

// T, then a start and a goal line of ROWS * COLS numbers per case (read as tokens).
inline bool readCases(const std::string &input, const std::string &, std::vector<Case> &cases, std::string &error) {
  const std::vector<std::string> tokens = tokensOf(input);
  if (tokens.empty() || !allDigits(tokens[0]) || tokens[0].size() > 6) {
    error = "expected the number of cases T first";
    return false;
  }
  const std::size_t total = std::stoul(tokens[0]);
  if (tokens.size() != 1 + 2 * total * CELLS) {
    error = "T is " + tokens[0] + ", but " + plural(static_cast<long long>(tokens.size()) - 1, "number") +
            " follow (" + std::to_string(CELLS) + " a board, two boards a case)";
    return false;
  }
  std::size_t at = 1;
  for (std::size_t x = 0; x < total; x++) {
    Case c;
    for (std::vector<int> *board : {&c.start, &c.goal}) {
      for (int k = 0; k < CELLS; k++, at++) board->push_back(allDigits(tokens[at]) && tokens[at].size() < 4 ? std::stoi(tokens[at]) : -1);
      if (!isBoard(*board)) {
        error = "case " + std::to_string(x + 1) + " is not two boards of 0.." + std::to_string(CELLS - 1);
        return false;
      }
    }
    cases.push_back(c);
  }
  return true;
}

inline std::string joined(const std::vector<int> &board) {
  std::string text;
  for (std::size_t i = 0; i < board.size(); i++) text += (i ? " " : "") + std::to_string(board[i]);
  return text;
}

inline Replayed replay(const Case &c, const std::string &moves) {
  std::vector<int> cells = c.start;
  int blank = 0;
  while (cells[blank] != 0) blank++;
  for (std::size_t i = 0; i < moves.size(); i++) {
    const std::size_t move = MOVE_LETTERS.find(moves[i]);
    if (move == std::string::npos) return Replayed{REPLAY_ILLEGAL, moveName(i, moves[i]) + " is not one of d, l, r, u", 0};
    const int row = blank / COLS, col = blank % COLS;
    const bool legal = (move == 0 && row < ROWS - 1) || (move == 1 && col > 0) || (move == 2 && col < COLS - 1) ||
                       (move == 3 && row > 0);
    if (!legal) return Replayed{REPLAY_ILLEGAL, moveName(i, moves[i]) + " takes the blank off the board", 0};
    const int to = move == 0 ? blank + COLS : move == 1 ? blank - 1 : move == 2 ? blank + 1 : blank - COLS;
    cells[blank] = cells[to];
    cells[to] = 0;
    blank = to;
  }
  if (cells != c.goal)
    return Replayed{REPLAY_NOT_SOLVED, "the moves end at " + joined(cells) + ", not at the goal " + joined(c.goal), 0};
  return replayOk(0);
}

inline ParsedOutput parseOutput(const std::string &text, std::size_t caseCount) {
  return parseNumberedOutput(text, caseCount);
}

}  // namespace lexpath
