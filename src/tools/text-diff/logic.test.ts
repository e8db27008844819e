import { describe, expect, it } from 'vitest';
import { diffLineIds } from './line-diff';
import { diffTexts, marksOfLine, splitText } from './logic';
import { diffRows, type DiffRow } from './rows';

const diff = (a: string, b: string, ignoreWhitespace = false) => diffTexts(a, b, { ignoreWhitespace });

describe('unified diff, as `diff -u --label original --label modified` writes it', () => {
  // Expected texts were written by GNU diffutils 3.x.
  it.each<[string, string, string, string]>([
    [
      'one changed line in the middle',
      'a\nb\nc\nd\ne\nf\ng\nh\n',
      'a\nb\nc\nD\ne\nf\ng\nh\n',
      '--- original\n+++ modified\n@@ -1,7 +1,7 @@\n a\n b\n c\n-d\n+D\n e\n f\n g\n',
    ],
    ['a one-line file', 'x\n', 'y\n', '--- original\n+++ modified\n@@ -1 +1 @@\n-x\n+y\n'],
    ['lines added to an empty text', '', 'one\ntwo\n', '--- original\n+++ modified\n@@ -0,0 +1,2 @@\n+one\n+two\n'],
    ['every line removed', 'one\ntwo\n', '', '--- original\n+++ modified\n@@ -1,2 +0,0 @@\n-one\n-two\n'],
    [
      'changes 6 lines apart share a hunk',
      '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n',
      '1\nX\n3\n4\n5\n6\n7\n8\nX\n10\n11\n12\n13\n14\n',
      '--- original\n+++ modified\n@@ -1,12 +1,12 @@\n 1\n-2\n+X\n 3\n 4\n 5\n 6\n 7\n 8\n-9\n+X\n 10\n 11\n 12\n',
    ],
    [
      'changes 7 lines apart make two hunks',
      '1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n',
      '1\nX\n3\n4\n5\n6\n7\n8\n9\nX\n11\n12\n13\n14\n15\n',
      '--- original\n+++ modified\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -7,7 +7,7 @@\n 7\n 8\n 9\n-10\n+X\n 11\n 12\n 13\n',
    ],
    [
      'no newline at the end of one text',
      'a\nb\nc',
      'a\nb\nc\n',
      '--- original\n+++ modified\n@@ -1,3 +1,3 @@\n a\n b\n-c\n\\ No newline at end of file\n+c\n',
    ],
    [
      'no newline at the end of both',
      'a\nb\nc',
      'a\nB\nc',
      '--- original\n+++ modified\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n',
    ],
    ['insertion at the top', 'b\nc\nd\ne\n', 'a\nb\nc\nd\ne\n', '--- original\n+++ modified\n@@ -1,3 +1,4 @@\n+a\n b\n c\n d\n'],
    [
      'Unicode and CRLF lines',
      'café\r\n😀 smile\r\nend\r\n',
      'café\r\n😀 grin\r\nend\r\n',
      '--- original\n+++ modified\n@@ -1,3 +1,3 @@\n café\r\n-😀 smile\r\n+😀 grin\r\n end\r\n',
    ],
    ['equal texts give no diff', 'same\ntext\n', 'same\ntext\n', ''],
    ['two empty texts', '', '', ''],
  ])('%s', (_, original, modified, expected) => {
    expect(diff(original, modified).unified).toBe(expected);
  });
});

describe('diffTexts', () => {
  it.each<[string, string, string, boolean, number, number]>([
    // name, original, modified, ignoreWhitespace, added, removed
    ['empty texts', '', '', false, 0, 0],
    ['one line replaced', 'a\nb\nc', 'a\nB\nc', false, 1, 1],
    ['lines inserted', 'a\nc', 'a\nb1\nb2\nc', false, 2, 0],
    ['lines removed', 'a\nb\nc\nd', 'a\nd', false, 0, 2],
    ['whitespace counts by default', 'a  b\nc', 'a b\nc', false, 1, 1],
    ['whitespace ignored', 'a  b\n\tc', 'a b\nc ', true, 0, 0],
    ['emoji and CJK lines', '日本\n😀', '日本\n😃', false, 1, 1],
    ['CRLF against LF differ', 'a\r\nb\r\n', 'a\nb\n', false, 2, 2],
  ])('%s', (_, original, modified, ignoreWhitespace, added, removed) => {
    const result = diff(original, modified, ignoreWhitespace);
    expect([result.added, result.removed]).toEqual([added, removed]);
    expect(result.approximate).toBe(false);
  });

  it('highlights the changed words of paired lines, on each side', () => {
    const result = diff('the quick brown fox\nsame\n', 'the slow brown cat\nsame\n');
    expect(marksOfLine(result.oldMarks, 0)).toEqual([
      [4, 9],
      [16, 19],
    ]);
    expect(marksOfLine(result.newMarks, 0)).toEqual([
      [4, 8],
      [15, 18],
    ]);
    expect(marksOfLine(result.oldMarks, 1)).toEqual([]);
  });

  it('marks no words in unpaired lines and none that are only whitespace when whitespace is ignored', () => {
    const result = diff('x  y\n', 'x y z\nextra\n', true);
    expect(marksOfLine(result.newMarks, 0)).toEqual([[3, 5]]);
    expect(marksOfLine(result.newMarks, 1)).toEqual([]);
    expect(result.oldMarks.length).toBe(0);
  });

  it('lays out blocks of equal and changed lines', () => {
    expect(Array.from(diff('a\nb\nc\n', 'a\nx\ny\nc\n').blocks)).toEqual([0, 0, 1, 0, 1, 1, 1, 1, 1, 2, 0, 2, 1, 3, 1]);
  });

  it('shows a region as replaced when the edit-length limit is hit, and says so', () => {
    const a = Array.from({ length: 50 }, (_, i) => `same ${i % 5}`).join('\n');
    const b = Array.from({ length: 50 }, (_, i) => `other ${i % 5}`).join('\n');
    const result = diffTexts(
      a + '\nz',
      a.replaceAll('same 3', 'x') + '\nz',
      { ignoreWhitespace: false },
      { maxEditLength: 2, timeoutMs: 1000 },
    );
    expect(result.approximate).toBe(true);
    // The common first three and last two lines stay equal; the 46 between are replaced.
    expect([result.added, result.removed]).toEqual([46, 46]);
    expect(diff(a, b).approximate).toBe(false);
  });
});

describe('diffLineIds', () => {
  /** Rebuilds both sides from the script: it must give back the inputs. */
  const replay = (a: string[], b: string[]) => {
    const { ops } = diffLineIds(a, b);
    const left: string[] = [];
    const right: string[] = [];
    let i = 0;
    let j = 0;
    for (let k = 0; k < ops.length; k += 2) {
      for (let n = 0; n < ops[k + 1]!; n++) {
        if (ops[k] === 0) {
          expect(a[i]).toBe(b[j]);
          left.push(a[i++]!);
          right.push(b[j++]!);
        } else if (ops[k] === 1) left.push(a[i++]!);
        else right.push(b[j++]!);
      }
    }
    return { left, right, ops };
  };

  it.each<[string, string[], string[]]>([
    ['moved block', ['a', 'b', 'c', 'd', 'e'], ['d', 'e', 'a', 'b', 'c']],
    ['repeated lines', ['x', 'x', 'y', 'x'], ['x', 'y', 'x', 'x', 'x']],
    ['disjoint', ['1', '2'], ['3', '4', '5']],
    ['one empty', [], ['a']],
  ])('%s: the script replays both sides', (_, a, b) => {
    const { left, right } = replay(a, b);
    expect(left).toEqual(a);
    expect(right).toEqual(b);
  });

  it('keeps the longest common run on a large text with scattered changes', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `line ${i}`);
    const b = a.map((line, i) => (i % 3 === 0 ? `${line} changed` : line));
    const { ops } = replay(a, b);
    let equal = 0;
    for (let k = 0; k < ops.length; k += 2) if (ops[k] === 0) equal += ops[k + 1]!;
    expect(equal).toBe(20_000 - Math.ceil(20_000 / 3));
  });
});

describe('splitText', () => {
  it.each<[string, string[], boolean]>([
    ['', [], true],
    ['a', ['a'], false],
    ['a\n', ['a'], true],
    ['a\n\n', ['a', ''], true],
    ['\n', [''], true],
  ])('%j', (text, lines, endsWithNewline) => expect(splitText(text)).toEqual({ lines, endsWithNewline }));
});

describe('diffRows', () => {
  // a b c → a x y c: one equal row, a change of 1 removed and 2 added lines, one equal row.
  const blocks = diffTexts('a\nb\nc\n', 'a\nx\ny\nc\n', { ignoreWhitespace: false }).blocks;
  it.each<[boolean, DiffRow[]]>([
    [
      true,
      [
        { kind: 'equal', old: 0, new: 0 },
        { kind: 'changed', old: 1, new: 1 },
        { kind: 'added', old: -1, new: 2 },
        { kind: 'equal', old: 2, new: 3 },
      ],
    ],
    [
      false,
      [
        { kind: 'equal', old: 0, new: 0 },
        { kind: 'removed', old: 1, new: -1 },
        { kind: 'added', old: -1, new: 1 },
        { kind: 'added', old: -1, new: 2 },
        { kind: 'equal', old: 2, new: 3 },
      ],
    ],
  ])('side by side: %s', (sideBySide, expected) => {
    const rows = diffRows(blocks, sideBySide);
    expect(Array.from({ length: rows.count }, (_, i) => rows.at(i))).toEqual(expected);
  });

  it('has no rows for two empty texts', () =>
    expect(diffRows(diffTexts('', '', { ignoreWhitespace: false }).blocks, true).count).toBe(0));
});
