/** One record of a CSV text: its cells and the line it starts on (1-based). */
interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvParse = { records: CsvRecord[] } | { problem: string };

/**
 * A small RFC 4180 reader: commas between cells, CRLF or LF between records, a cell in double
 * quotes may hold commas, newlines and doubled quotes. A leading byte-order mark is dropped;
 * blank lines are skipped. An unclosed quote is a problem naming its line.
 */
export function parseCsvText(text: string): CsvParse {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0].trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (quoted) return { problem: `Line ${quoteLine}: a quoted value is not closed (a " is missing)` };
  endRecord();
  return { records };
}
