import { describe, expect, it } from 'vitest';
import { oracleOf, puzzleDefinition } from '../../puzzles/index.js';
import { explainFailure, type Failure } from './explanation.js';
import { explainPageName, explanationPage } from './page.js';
import { explanationText, shownSteps } from './text.js';

const eight = puzzleDefinition('eight');
const c = { start: '534X12678', goal: '1X4352678' };

function explain(extra: Partial<Failure> = {}) {
  const failure: Failure = {
    solver: 'dlur',
    case: c,
    answer: { moves: 'urdlur' },
    printed: 'Case 1: 6\nurdlur\n',
    verdict: 'not-lex-smallest',
    detail: '',
    replay: "lexpath verify --puzzle eight --case '534X12678 1X4352678'",
    ...extra,
  };
  return explainFailure(eight, oracleOf(eight), failure);
}

describe('explanationText', () => {
  it('marks the step where the paths part and the cells each move shifted, in plain text', () => {
    const text = explanationText(explain(), { colour: false });
    expect(text).toContain("step 1: expected 'r', actual 'u'   <- the paths part here");
    expect(text).toMatch(/ {2}\[1\]\[\.\] 2 +\[5\] 1 {2}2\n/);
    expect(text).not.toContain('\x1b');
  });

  it('colours the moved cells on a terminal', () => {
    expect(explanationText(explain(), { colour: true })).toContain('\x1b[1;30;43m');
  });

  it('escapes control characters from the outside (a program name) before adding its own colour', () => {
    const text = explanationText(explain({ solver: 'evil\x1b[2Jname' }), { colour: true });
    expect(text).toContain('evil\\x1b[2Jname');
    expect(text).not.toContain('\x1b[2J');
  });

  it('shows the start, the last shared step, the parting step and a few after, and both ends', () => {
    const x = explain();
    expect(shownSteps(x)).toEqual([0, 1, 2, 3, 4, 6]);
  });

  it('says the certificate in words', () => {
    expect(explanationText(explain(), { colour: false })).toContain(
      "at step 1 the solver moved 'u', 6 moves from the goal. The smaller move 'r'",
    );
  });
});

describe('explanationPage', () => {
  it('fetches nothing: no URL to another file or host', () => {
    const page = explanationPage(explain());
    expect(page).not.toMatch(/(src|href)="(?!data:|#)/);
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('keeps a name that holds a closing script tag out of the page’s script', () => {
    const page = explanationPage(explain({ solver: '</script><script>alert(1)</script>' }));
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it('draws a board per step of each path, the parting step marked', () => {
    const page = explanationPage(explain());
    expect(page.match(/<div class="board[^"]*" data-step=/g)).toHaveLength(14);
    expect(page.match(/<div class="board parting" data-step="1">/g)).toHaveLength(2);
  });

  it('names pages by puzzle and solver with nothing a path could misread', () => {
    expect(explainPageName('eight', '../my prog')).toBe('explain-eight-my-prog.html');
    expect(explainPageName('eight', 'bfs-wrong-order')).toBe('explain-eight-bfs-wrong-order.html');
  });
});
