import { CsvError, parse } from 'csv-parse/sync';

/** One record of a CSV text: its cells and the line it starts on (1-based). */
interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvParse = { records: CsvRecord[] } | { problem: string };

const LINE_BREAK = /\r\n|\r|\n/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/** The line a record ending on `endLine` starts on: earlier by the line breaks inside its quoted cells. */
const startLine = (endLine: number, cells: string[]) => endLine - cells.reduce((n, c) => n + lineBreaks(c), 0);

/** The first line after `line` with more than blanks on it: where a record that failed began. */
function nextFilledLine(text: string, line: number): number {
  const lines = text.split(LINE_BREAK);
  for (let i = line; i < lines.length; i++) if (lines[i].trim() !== '') return i + 1;
  return line + 1;
}

/**
 * An RFC 4180 text read with csv-parse: commas between cells, CRLF, LF or CR between records, a
 * cell in double quotes may hold commas, newlines and doubled quotes. A leading byte-order mark is
 * dropped, blanks around cells are trimmed and blank lines skipped. A quote left open, or text
 * after a closing quote, is a problem naming its line.
 */
export function parseCsvText(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_record: (cells: string[], { lines }) => {
        lastLine = lines;
        if (cells.length > 1 || cells[0] !== '') records.push({ line: startLine(lines, cells), cells });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The first line of the record that failed; the parser's own count is where it stopped.
    const started = nextFilledLine(text.replace(/^\uFEFF/, ''), lastLine);
    const stopped = typeof error.lines === 'number' ? error.lines : started;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED')
      return { problem: `Line ${started}: a quoted value is not closed (a " is missing)` };
    if (error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE') {
      const problem = `Line ${stopped}: a quoted value is followed by more text (quote the whole value, and double a " inside it)`;
      return { problem };
    }
    return { problem: `Line ${stopped}: the line cannot be read as CSV` };
  }
  return { records };
}
