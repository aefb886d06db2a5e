// ---- replay.hpp: what a puzzle's part gives the judge ----
namespace lexpath {

enum ReplayKind { REPLAY_OK, REPLAY_ILLEGAL, REPLAY_NOT_SOLVED };

struct Replayed {
  ReplayKind kind;
  std::string reason;  // why the moves are illegal or do not solve
  int label;           // what the judge prints beside the moves (Rotation: the centre digit), else 0
};

inline Replayed replayOk(int label) { return Replayed{REPLAY_OK, "", label}; }

inline std::string moveName(std::size_t step, char letter) {
  return "move " + std::to_string(step + 1) + " '" + std::string(1, letter) + "'";
}

}  // namespace lexpath
