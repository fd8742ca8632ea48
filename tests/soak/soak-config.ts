import { parseArgs } from 'node:util';

/** What one soak run does: counts and bounds from the command line, else the environment, else the defaults of tests/soak/README.md. */
export interface SoakConfig {
  navigations: number;
  accountSwitches: number;
  chatTurns: number;
  /** The run stops and fails when it takes longer than this. */
  timeLimitMs: number;
  seed: number;
  /** 'production': the built portal served locally; 'dev': Vite serving the sources. */
  build: 'production' | 'dev';
  /** Faults switched on at random (off: the same run against a healthy backend). */
  faults: boolean;
  portalPort: number;
  backendBasePort: number;
  /** Print every step. */
  verbose: boolean;
}

const HELP = `Usage: npm run soak -- [options]   (or the SOAK_* variables)
  --navigations N       SOAK_NAVIGATIONS     default 1000
  --account-switches N  SOAK_ACCOUNT_SWITCHES default 100
  --chat-turns N        SOAK_CHAT_TURNS      default 50
  --minutes M           SOAK_MINUTES         time bound, default 20
  --seed S              SOAK_SEED            default: random (printed, to repeat the run)
  --build dev|production SOAK_BUILD          default production
  --no-faults           SOAK_FAULTS=off
  --verbose             SOAK_VERBOSE=1`;

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, not "${text}"`);
  return value;
}

export function readSoakConfig(argv: string[] = process.argv.slice(2), env: NodeJS.ProcessEnv = process.env): SoakConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      navigations: { type: 'string' },
      'account-switches': { type: 'string' },
      'chat-turns': { type: 'string' },
      minutes: { type: 'string' },
      seed: { type: 'string' },
      build: { type: 'string' },
      'no-faults': { type: 'boolean' },
      verbose: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const build = values.build ?? env.SOAK_BUILD ?? 'production';
  if (build !== 'dev' && build !== 'production') throw new Error(`--build must be dev or production, not "${build}"`);
  const minutes = Number(values.minutes ?? env.SOAK_MINUTES ?? 20);
  if (!(minutes > 0)) throw new Error('--minutes must be a positive number');
  return {
    navigations: whole('--navigations', values.navigations ?? env.SOAK_NAVIGATIONS, 1000),
    accountSwitches: whole('--account-switches', values['account-switches'] ?? env.SOAK_ACCOUNT_SWITCHES, 100),
    chatTurns: whole('--chat-turns', values['chat-turns'] ?? env.SOAK_CHAT_TURNS, 50),
    timeLimitMs: minutes * 60_000,
    seed: whole('--seed', values.seed ?? env.SOAK_SEED, Math.floor(Math.random() * 2 ** 31)),
    build,
    faults: !(values['no-faults'] || env.SOAK_FAULTS === 'off'),
    portalPort: whole('SOAK_PORT', env.SOAK_PORT, 6573),
    backendBasePort: whole('SOAK_BACKEND_PORT', env.SOAK_BACKEND_PORT, 6701),
    verbose: Boolean(values.verbose || env.SOAK_VERBOSE === '1'),
  };
}
