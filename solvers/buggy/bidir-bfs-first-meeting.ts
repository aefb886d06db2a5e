/**
 * BUGGY (bug zoo): bidirectional BFS that returns the path through the first meeting state it
 * finds. The length is right (levels are expanded whole, one at a time), but a lexicographically
 * smaller shortest path may pass through another meeting state.
 */
import { emptyStats, found, notFound, type SearchOutcome, type SearchSpace } from '../space.js';

const UNSEEN = -1;

export function bidirBfsFirstMeeting(space: SearchSpace, start: Int32Array, maxLength: number): SearchOutcome {
  const stats = emptyStats();
  if (space.isGoal(start)) return found([], stats);
  const n = space.rankCount;
  const moveCount = space.moveLetters.length;
  // Forward: parent towards the start and the move from it. Backward: next state towards a goal
  // and the move that goes there.
  const forwardParent = new Int32Array(n).fill(UNSEEN);
  const forwardMove = new Uint8Array(n);
  const backwardNext = new Int32Array(n).fill(UNSEEN);
  const backwardMove = new Uint8Array(n);
  const state = space.newState();
  const startRank = space.rank(start);
  forwardParent[startRank] = startRank;
  let forwardLevel = [startRank];
  let backwardLevel = Array.from(space.goalRanks());
  for (const goal of backwardLevel) backwardNext[goal] = goal;

  const pathThrough = (meet: number): number[] => {
    const head: number[] = [];
    for (let r = meet; r !== startRank; r = forwardParent[r]) head.unshift(forwardMove[r]);
    for (let r = meet; backwardNext[r] !== r; r = backwardNext[r]) head.push(backwardMove[r]);
    return head;
  };

  for (let length = 1; length <= maxLength; length++) {
    const forwardTurn = forwardLevel.length <= backwardLevel.length;
    const level = forwardTurn ? forwardLevel : backwardLevel;
    if (level.length === 0) break;
    const nextLevel: number[] = [];
    for (const rank of level) {
      stats.expanded++;
      space.unrank(rank, state);
      for (let move = 0; move < moveCount; move++) {
        if (!space.apply(state, move)) continue;
        stats.generated++;
        const next = space.rank(state);
        space.apply(state, space.inverse(move));
        if (forwardTurn && forwardParent[next] === UNSEEN) {
          forwardParent[next] = rank;
          forwardMove[next] = move;
          if (backwardNext[next] !== UNSEEN) return found(pathThrough(next), stats); // the bug
          nextLevel.push(next);
        } else if (!forwardTurn && backwardNext[next] === UNSEEN) {
          backwardNext[next] = rank;
          backwardMove[next] = space.inverse(move);
          if (forwardParent[next] !== UNSEEN) return found(pathThrough(next), stats); // the bug
          nextLevel.push(next);
        }
      }
    }
    if (forwardTurn) forwardLevel = nextLevel;
    else backwardLevel = nextLevel;
  }
  return notFound(stats);
}
