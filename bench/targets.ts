// The targets of a first visit that is fast on a phone, gathered from the parts that measure
// them ((c) scripts, (j) Lighthouse, (k) memory, (g) quotes through the BFF) and printed
// together at the end of a run, so one table says which hold.
import { table, verdict } from './table';

export class Targets {
  private readonly rows: { target: string; figure: string; pass: boolean }[] = [];

  record(target: string, figure: string, pass: boolean) {
    this.rows.push({ target, figure, pass });
  }

  print() {
    if (this.rows.length === 0) return;
    console.log('\nTargets — a first visit that is fast on a phone, and the server behind it');
    console.log(
      table(
        ['target', 'measured', 'verdict'],
        this.rows.map((r) => [r.target, r.figure, verdict(r.pass)]),
      ),
    );
  }
}
