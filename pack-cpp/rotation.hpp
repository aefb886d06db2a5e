// ---- rotation.hpp: The Rotation Game (POJ 2286): 24 cells of 1-3, rotations A < B < ... < H ----
namespace lexpath {

const bool LABELLED = true;
const bool REPLAYS = true;
const std::string MOVE_LETTERS = "ABCDEFGH";

// The cells (1-24) of each move's line: afterwards line[j] holds what line[j + 1] held, line[6] what line[0] held.
const int ROTATION_LINES[8][7] = {
    {1, 3, 7, 12, 16, 21, 23},   {2, 4, 9, 13, 18, 22, 24},   {11, 10, 9, 8, 7, 6, 5},     {20, 19, 18, 17, 16, 15, 14},
    {24, 22, 18, 13, 9, 4, 2},   {23, 21, 16, 12, 7, 3, 1},   {14, 15, 16, 17, 18, 19, 20}, {5, 6, 7, 8, 9, 10, 11},
};
const int CENTRE_CELLS[8] = {7, 8, 9, 12, 13, 16, 17, 18};

struct Case {
  std::vector<int> cells;  // cell 1 first
};

// Boards of 24 numbers, one a line, up to a line holding only 0.
inline bool readCases(const std::string &input, const std::string &, std::vector<Case> &cases, std::string &error) {
  std::istringstream lines(input);
  std::string line;
  while (std::getline(lines, line)) {
    const std::vector<std::string> fields = tokensOf(line);
    if (fields.empty()) continue;
    if (fields.size() == 1 && fields[0] == "0") return true;
    Case c;
    for (const std::string &field : fields) {
      if (field != "1" && field != "2" && field != "3") break;
      c.cells.push_back(field[0] - '0');
    }
    if (c.cells.size() != 24 || fields.size() != 24) {
      error = "board " + std::to_string(cases.size() + 1) + " is not 24 numbers, each 1, 2 or 3";
      return false;
    }
    cases.push_back(c);
  }
  return true;
}

inline int centreDigit(const std::vector<int> &cells) {
  const int first = cells[CENTRE_CELLS[0] - 1];
  for (int cell : CENTRE_CELLS)
    if (cells[cell - 1] != first) return -1;
  return first;
}

inline Replayed replay(const Case &c, const std::string &moves) {
  std::vector<int> cells = c.cells;
  for (std::size_t i = 0; i < moves.size(); i++) {
    const std::size_t move = MOVE_LETTERS.find(moves[i]);
    if (move == std::string::npos) return Replayed{REPLAY_ILLEGAL, moveName(i, moves[i]) + " is not one of A-H", 0};
    const int *line = ROTATION_LINES[move];
    const int first = cells[line[0] - 1];
    for (int j = 0; j < 6; j++) cells[line[j] - 1] = cells[line[j + 1] - 1];
    cells[line[6] - 1] = first;
  }
  const int digit = centreDigit(cells);
  if (digit < 0) return Replayed{REPLAY_NOT_SOLVED, "the centre does not hold one digit after the moves", 0};
  return replayOk(digit);
}

inline ParsedOutput parseOutput(const std::string &text, std::size_t caseCount) {
  return parseLabelledOutput(text, caseCount);
}

}  // namespace lexpath
