// How much CPU a command costs the whole machine: `node tests/tools/machine-cpu.mjs <command…>`
// prints its wall time and the machine's busy core-seconds meanwhile (/proc/stat, Linux). Unlike
// `/usr/bin/time`, this counts the browsers and servers a test step starts, whose processes are
// not all waited for by the step; it also counts anything else running, so use a quiet machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Busy jiffies of all cores: user, nice, system, irq, softirq and steal. */
function busyJiffies() {
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return user + nice + system + irq + softirq + steal;
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tests/tools/machine-cpu.mjs <command> [args…]');
  process.exit(2);
}
const startedAt = performance.now();
const busyBefore = busyJiffies();
const { status } = spawnSync(command, args, { stdio: 'inherit' });
// Linux counts /proc/stat in USER_HZ, 100 per second on every architecture it supports.
const cpu = (busyJiffies() - busyBefore) / 100;
const wall = (performance.now() - startedAt) / 1000;
console.log(`machine-cpu: ${wall.toFixed(1)} s wall, ${cpu.toFixed(0)} core-seconds busy (${(cpu / wall).toFixed(2)} cores) for ${[command, ...args].join(' ')}`);
process.exit(status ?? 1);
