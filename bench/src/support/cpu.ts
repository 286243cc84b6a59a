import { readdirSync, readFileSync } from 'node:fs';

/** Linux clock ticks per second (getconf CLK_TCK; 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

interface Times {
  readonly user: number;
  readonly system: number;
}

/** CPU seconds of one process (user, system), or zeros when it is gone. */
function processSeconds(pid: number): Times {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** This database's backends plus the server's WAL writer, checkpointer and background writer. */
function postgresPids(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.includes(` ${database} `) || /: (walwriter|checkpointer|background writer)/.test(title)) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

interface Snapshot {
  readonly at: number;
  readonly machine: { busy: number; total: number };
  readonly groups: Map<string, Map<number, Times>>;
}

/** Where the machine's CPU went during a measured window, in cores (1.0 = one core busy). */
export interface CpuBreakdown {
  readonly machineBusyCores: number;
  readonly cores: Record<string, number>;
  /** Share of each group's CPU spent in the kernel (syscalls: sockets, WAL writes, fsync). */
  readonly kernelShare: Record<string, number>;
}

/** Samples CPU per named process group (e.g. api, load generator, PostgreSQL) over a window. */
export class CpuMeter {
  private start: Snapshot | null = null;

  constructor(private readonly groups: Record<string, () => readonly number[]>) {}

  /** The named groups, plus `postgres`: the backends serving `database` and the WAL writer. */
  static withPostgres(database: string, groups: Record<string, () => readonly number[]>): CpuMeter {
    return new CpuMeter({ ...groups, postgres: () => postgresPids(database) });
  }

  begin(): void {
    this.start = this.snapshot();
  }

  end(): CpuBreakdown {
    const start = this.start;
    if (!start) throw new Error('CpuMeter.end() before begin()');
    const finish = this.snapshot();
    const seconds = (finish.at - start.at) / 1000;
    const cores: Record<string, number> = {};
    const kernelShare: Record<string, number> = {};
    for (const [name, pids] of finish.groups) {
      const before = start.groups.get(name) ?? new Map<number, Times>();
      let user = 0;
      let system = 0;
      for (const [pid, cpu] of pids) {
        user += cpu.user - (before.get(pid)?.user ?? 0);
        system += cpu.system - (before.get(pid)?.system ?? 0);
      }
      cores[name] = Math.round(((user + system) / seconds) * 100) / 100;
      kernelShare[name] = user + system > 0 ? Math.round((system / (user + system)) * 100) / 100 : 0;
    }
    const machine = (finish.machine.busy - start.machine.busy) / (finish.machine.total - start.machine.total);
    return { machineBusyCores: Math.round(machine * cpuCount() * 100) / 100, cores, kernelShare };
  }

  private snapshot(): Snapshot {
    const groups = new Map<string, Map<number, Times>>();
    for (const [name, pids] of Object.entries(this.groups)) {
      groups.set(name, new Map(pids().map((pid) => [pid, processSeconds(pid)])));
    }
    return { at: performance.now(), machine: machineTicks(), groups };
  }
}

function cpuCount(): number {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .filter((line) => /^cpu\d+ /.test(line)).length;
}

/**
 * CPU milliseconds each process group spent per unit of work (command, event): unlike rates, this
 * barely moves when other work shares the machine. `total` bounds the rate the machine could reach.
 */
export function cpuMsPer(breakdown: CpuBreakdown, unitsPerSecond: number): Record<string, number> {
  const per: Record<string, number> = {};
  let total = 0;
  for (const [name, cores] of Object.entries(breakdown.cores)) {
    per[name] = Math.round((cores * 1000 * 1000) / Math.max(1, unitsPerSecond)) / 1000;
    total += per[name];
  }
  per.total = Math.round(total * 1000) / 1000;
  return per;
}
