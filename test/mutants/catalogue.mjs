// The mutants of test/mutants/eight.mjs, fifteen.mjs and rotation.mjs: name -> the one mistake it switches on.
// Each is a correct solver with ONE realistic contest-programmer mistake (equivalent mutants, such as
// dropping the inverse-move pruning, which is only slower, are left out on purpose).

export const MUTANTS = {
  eight: {
    'order-dlur': 'moves tried d,l,u,r (u before r)',
    'order-urld': 'moves tried u,r,l,d (reverse order)',
    'inverse-xor1': 'inverse of move i taken as i^1 (pairs d/l and r/u instead of d/u and l/r)',
    'max-depth-30': 'gives up beyond bound 30 (prints Case x: 0 and an empty line)',
    'h-with-blank': 'Manhattan distance counts the blank too (inadmissible)',
    'h-weighted-deep':
      'speed hack: heuristic weighted by 1.25 (m + m/4) when the Manhattan ' +
      'distance m is 20 or more (inadmissible only far from the goal)',
    'linear-conflict-pairs':
      'linear conflict counted as 2 per reversed pair in a line (3 reversed tiles get 6, need only 4: inadmissible)',
    'goal-standard': 'Manhattan distance measured against 12345678X instead of the case goal',
    'wrap-left-right': 'l/r legal across row ends (only the board edges checked: blank-1 >= 0, blank+1 <= 8)',
    'u-edge-off-by-one': 'u legal only when blank > 3 (should be >= 3)',
    'goal-blank-falsy': "goal blank position read as goal.indexOf('X') || 8 (wrong when the goal blank is on cell 0)",
    'goal-check-after-move': 'goal tested only after a move, so identical boards get a non-empty answer',
    'child-order-by-h': 'children tried in order of their heuristic value (ties by letter), not by letter',
    'memo-by-start': 'answers cached across cases keyed by the start board only (not the goal)',
    'prev-count': 'prints the move count of the previous case in Case x: n',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a description of the mutant, not a template.
    'case-mod-10': 'prints Case ${x % 10} (Case 0 after case 9)',
    'no-empty-line': 'no empty move line after Case x: 0',
    'extra-blank-line': 'an extra blank line between cases',
    'no-space': 'prints Case x:n (no space after the colon)',
  },
  fifteen: {
    // In this order the first group of four (run-verify.mjs) holds one program that runs lexpath's
    // search on the listed cases (depth-cap-50); the later groups read its answers (fifteen.mjs).
    // The search mutants run their own IDA*, and search-from-goal searches other pairs.
    'search-from-goal': 'searches from the goal to the start and reverses the moves: shortest, not always the smallest',
    'next-bound-max': 'its own IDA* takes the largest f beyond the bound as the next bound, not the smallest',
    'h-weighted':
      'its own IDA* adds an eighth to the pattern-database heuristic (speed hack, inadmissible far from the goal)',
    'depth-cap-50': 'gives up beyond 50 moves (prints Case x: 0 and an empty line)',
    'depth-cap-60': 'gives up beyond 60 moves (a common MAXD; only cases of 61-80 moves show it)',
    'depth-cap-76': 'gives up beyond 76 moves (only the listed 77-move case shows it)',
    'eight-solvability-rule':
      "the 3x3 rule on 4x4 boards (inversions even, the blank's " +
      'row ignored): half the cases called unsolvable, Case x: -1',
    'no-empty-line': 'no empty move line after Case x: 0',
    'prev-count': 'prints the move count of the previous case in Case x: n',
    'order-dlur': 'its own IDA* tries moves d,l,u,r (u before r)',
    'child-order-by-h': 'its own IDA* tries children in order of their heuristic value (ties by letter), not by letter',
  },
  rotation: {
    'digit-tie-by-digit':
      'solves for digit 1, 2, 3 separately and keeps the first shortest by digit, not by move string',
    'digit-from-start': 'solves only for the digit most frequent in the starting centre',
    'centre-from-input': 'prints cell 7 of the board after the search has undone its moves (the input board)',
    'no-moves-empty-line': "prints an empty line instead of 'No moves needed'",
    'no-moves-missing': "prints nothing (only the digit) instead of 'No moves needed'",
    'deep-order-pairs': 'below the first move, moves tried A,F,B,E,C,H,D,G (grouped with their inverses)',
    'line-typo-F': "F's cell list has 13 where 12 belongs",
    'inverse-plus4': 'inverse of move i taken as (i + 4) % 8 (A/E, B/F, C/G, D/H)',
    'depth-cap-12': 'gives up beyond 12 moves (prints No moves needed and cell 7)',
    'goal-check-after-move': 'goal tested only after a move, so solved boards get a non-empty answer',
    'bound-step-2': 'bound raised by 2 each iteration (Eight II parity habit; Rotation has no parity)',
    'found-not-reset': "the 'found' flag is not reset between boards",
  },
};
