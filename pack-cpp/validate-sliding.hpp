// ---- validate-sliding.hpp: a ROWS x COLS sliding puzzle's input: T, then start and goal lines, solvable ----
namespace lexpath {

const int CELLS = ROWS * COLS;

inline bool readBoard(const std::string &line, std::vector<int> &board) {
  std::vector<std::string> fields;
  if (!singleSpaced(line, fields) || fields.size() != static_cast<std::size_t>(CELLS)) return false;
  std::vector<bool> seen(CELLS, false);
  for (const std::string &field : fields) {
    if (!plainNumber(field) || std::stoi(field) >= CELLS || seen[std::stoi(field)]) return false;
    seen[std::stoi(field)] = true;
    board.push_back(std::stoi(field));
  }
  return true;
}

// Solvable when the permutation from start to goal and the blank's grid distance have the same parity.
inline bool solvable(const std::vector<int> &start, const std::vector<int> &goal) {
  std::vector<int> goalCell(CELLS), image(CELLS);
  for (int i = 0; i < CELLS; i++) goalCell[goal[i]] = i;
  for (int i = 0; i < CELLS; i++) image[i] = goalCell[start[i]];
  std::vector<bool> seen(CELLS, false);
  int parity = 0, startBlank = 0, goalBlank = 0;
  for (int i = 0; i < CELLS; i++) {
    int length = 0;
    for (int j = i; !seen[j]; j = image[j]) seen[j] = true, length++;
    if (length > 0) parity ^= (length - 1) & 1;
    if (start[i] == 0) startBlank = i;
    if (goal[i] == 0) goalBlank = i;
  }
  const int distance = std::abs(startBlank / COLS - goalBlank / COLS) + std::abs(startBlank % COLS - goalBlank % COLS);
  return parity == (distance & 1);
}

inline bool validInput(const std::vector<std::string> &lines, std::string &error) {
  std::size_t total = 0;
  if (!caseCount(lines, total, error)) return false;
  for (std::size_t x = 0; x < total; x++) {
    std::vector<int> start, goal;
    for (std::size_t k = 0; k < 2; k++) {
      const std::size_t line = 1 + 2 * x + k;
      if (!readBoard(lines[line], k == 0 ? start : goal)) {
        error = "line " + std::to_string(line + 1) + ": expected the numbers 0-" + std::to_string(CELLS - 1) +
                " once each, separated by single spaces, got " + quoted(lines[line]);
        return false;
      }
    }
    if (!solvable(start, goal)) {
      error = "case " + std::to_string(x + 1) + ": no moves turn the start into the goal";
      return false;
    }
  }
  return true;
}

}  // namespace lexpath
