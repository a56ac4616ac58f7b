import { describe, expect, it } from 'vitest';
import { parseCsvText } from './csv-text';

describe('parseCsvText', () => {
  it('splits records on LF and CRLF and cells on commas, numbering lines', () => {
    expect(parseCsvText('a,b,c\r\nd,e,f\ng,h,i')).toEqual({
      records: [
        { line: 1, cells: ['a', 'b', 'c'] },
        { line: 2, cells: ['d', 'e', 'f'] },
        { line: 3, cells: ['g', 'h', 'i'] },
      ],
    });
  });

  it('skips blank lines, a trailing newline and a byte-order mark, keeping line numbers true', () => {
    expect(parseCsvText('\uFEFFa,b\n\n  \nc,d\n')).toEqual({
      records: [
        { line: 1, cells: ['a', 'b'] },
        { line: 4, cells: ['c', 'd'] },
      ],
    });
  });

  it('keeps empty cells', () => {
    expect(parseCsvText('a,,c\n,')).toEqual({
      records: [
        { line: 1, cells: ['a', '', 'c'] },
        { line: 2, cells: ['', ''] },
      ],
    });
  });

  it('reads quoted cells with commas, doubled quotes and newlines', () => {
    expect(parseCsvText('"a,1","say ""hi""","two\nlines"\nnext,"",x')).toEqual({
      records: [
        { line: 1, cells: ['a,1', 'say "hi"', 'two\nlines'] },
        { line: 3, cells: ['next', '', 'x'] },
      ],
    });
  });

  it('names the line of an unclosed quote', () => {
    expect(parseCsvText('a,b,c\nd,"e,f\ng,h,i')).toEqual({
      problem: 'Line 2: a quoted value is not closed (a " is missing)',
    });
  });

  it('names the line of an unclosed quote after blank lines, and of text after a closing quote', () => {
    expect(parseCsvText('a,b,c\n\n\nd,e,"f\ng,h,i')).toEqual({
      problem: 'Line 4: a quoted value is not closed (a " is missing)',
    });
    expect(parseCsvText('a,b\n"c"d,e')).toEqual({
      problem: 'Line 2: a quoted value is followed by more text (quote the whole value, and double a " inside it)',
    });
  });

  it('trims blanks around cells, reads a quote after blanks as quoting, and a quote inside a cell as text', () => {
    expect(parseCsvText(' a , "b,c" ,d"e\n')).toEqual({ records: [{ line: 1, cells: ['a', 'b,c', 'd"e'] }] });
  });

  it('answers no records for an empty text', () => {
    expect(parseCsvText('')).toEqual({ records: [] });
    expect(parseCsvText('\n\r\n')).toEqual({ records: [] });
  });
});
