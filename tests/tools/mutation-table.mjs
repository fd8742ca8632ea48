// The mutation scores table of tests/mutation/README.md, written from Stryker's JSON report
// (test-results/mutation/mutation.json), never by hand. `npm run mutation` calls it after each
// folder's run; `node tests/tools/mutation-table.mjs <target> [<run time>]` writes the row of the
// last report again.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const REPORT = 'test-results/mutation/mutation.json';
export const README = 'tests/mutation/README.md';
/** The score each folder must reach (stryker.config.mjs, `thresholds.break`). */
export const FLOOR = 90;
const START = '<!-- mutation-table:start (written by tests/tools/mutation-table.mjs) -->';
const END = '<!-- mutation-table:end -->';
const HEADER = ['Folder or file', 'Commit', 'Date', 'Command', 'Score', 'Killed (+ timed out)', 'Survived', 'No coverage', 'Run time'];

/** Counts of a report's mutants by status, over the files whose path starts with `prefix`. */
export function countsOf(report, prefix = '') {
  const counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0 };
  for (const [path, file] of Object.entries(report.files)) {
    if (prefix !== '' && path !== prefix && !path.startsWith(`${prefix.replace(/\/+$/, '')}/`)) continue;
    for (const { status } of file.mutants) {
      if (status === 'Killed') counts.killed += 1;
      else if (status === 'Timeout') counts.timeout += 1;
      else if (status === 'Survived') counts.survived += 1;
      else if (status === 'NoCoverage') counts.noCoverage += 1;
      else counts.other += 1; // Ignored, CompileError, RuntimeError: not part of the score.
    }
  }
  return counts;
}

/** Stryker's mutation score: detected (killed and timed out) of the valid mutants, in percent; null without any. */
export function scoreOf({ killed, timeout, survived, noCoverage }) {
  const valid = killed + timeout + survived + noCoverage;
  return valid === 0 ? null : ((killed + timeout) / valid) * 100;
}

/** The folders a report's files are in (each file's own folder), with their counts and scores. */
export function foldersOf(report) {
  const folders = [...new Set(Object.keys(report.files).map((path) => path.slice(0, path.lastIndexOf('/'))))].sort();
  return folders.map((folder) => {
    // The files directly in the folder (subfolders have rows of their own).
    const files = Object.fromEntries(Object.entries(report.files).filter(([path]) => path.slice(0, path.lastIndexOf('/')) === folder));
    const counts = countsOf({ files });
    return { folder, counts, score: scoreOf(counts) };
  });
}

const percent = (score) => (score === null ? '-' : `${score.toFixed(2)} %`);
const duration = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** One row of the table: the run over `target` that `report` holds. */
export function rowOf(report, target, { commit, date, command, runMs }) {
  const counts = countsOf(report, target);
  return [target, commit, date, `\`${command}\``, percent(scoreOf(counts)), `${counts.killed} (+${counts.timeout})`, counts.survived, counts.noCoverage, duration(runMs)];
}

const line = (cells) => `| ${cells.join(' | ')} |`;

/** The README's text with the row of `row[0]` put in (replaced, or added in order) between the markers. */
export function withRow(readme, row) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${README}: the table's markers are missing`);
  const rows = readme
    .slice(start + START.length, end)
    .split('\n')
    .filter((text) => text.startsWith('| ') && !text.startsWith(line(HEADER)) && !text.startsWith('| ---'))
    .filter((text) => text.split(' | ')[0] !== `| ${row[0]}`);
  rows.push(line(row));
  rows.sort();
  const table = [line(HEADER), line(HEADER.map(() => '---')), ...rows].join('\n');
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}

/**
 * Writes the row of `target` from the report into the README, prints every folder of the report
 * with its score, and answers whether the target reached {@link FLOOR}.
 */
export function writeTable(target, { command, runMs }) {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'tests'], { encoding: 'utf8' }).trim() !== '';
  const row = rowOf(report, target, { commit: dirty ? `${commit} + changes` : commit, date: new Date().toISOString().slice(0, 10), command, runMs });
  writeFileSync(README, withRow(readFileSync(README, 'utf8'), row));
  console.log(`\nMutation score per folder (${REPORT}):`);
  for (const { folder, counts, score } of foldersOf(report)) {
    console.log(`  ${folder.padEnd(36)} ${percent(score).padStart(9)}   killed ${counts.killed} (+${counts.timeout}), survived ${counts.survived}, no coverage ${counts.noCoverage}`);
  }
  const score = scoreOf(countsOf(report, target));
  console.log(`${target}: ${percent(score)} (the floor is ${FLOOR} %); its row is in ${README}.`);
  return score !== null && score >= FLOOR;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [target, runTime] = process.argv.slice(2);
  if (!target) {
    console.error('usage: node tests/tools/mutation-table.mjs <folder or file> [<run time, ms>]');
    process.exit(2);
  }
  process.exit(writeTable(target, { command: `npm run mutation -- ${target}`, runMs: Number(runTime ?? 0) }) ? 0 : 1);
}
