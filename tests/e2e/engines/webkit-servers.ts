// What WebKitGTK's WebDriver needs on a machine without a screen: an X server (Xvfb) on a display
// that is free, and WebKitWebDriver on a free port. Both are started for one journey file and
// stopped with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePorts } from '../../tools/free-ports';

/** Debian's MiniBrowser, the browser WebKitWebDriver starts (WebKitGTK's own). */
export const miniBrowserPath = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export interface WebKitServers {
  /** The X display the browser draws on, e.g. `:5`. */
  display: string;
  /** WebKitWebDriver's port on 127.0.0.1. */
  port: number;
  stop(): Promise<void>;
}

/** Stops the child when this process ends before it was stopped (a worker ended halfway through a file). */
const stopWithProcess = (child: ChildProcess): ChildProcess => {
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  return child;
};

const stopped = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

/** Starts Xvfb on a display it finds free (it names the number once it listens: -displayfd). */
function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = stopWithProcess(spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] }));
  return new Promise((resolve, reject) => {
    let said = '';
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, child });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before naming its display: ${errors.trim()}`)));
  });
}

/** Starts WebKitWebDriver on `port` for `display`; resolves once it answers /status. */
async function startDriver(port: number, display: string): Promise<ChildProcess> {
  const child = stopWithProcess(spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' }));
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`WebKitWebDriver ended (${code}) before it answered`)));
  });
  // It listens within milliseconds; asked until it answers (the journey's hook time-out guards a hang).
  const answered = (async () => {
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`).then((answer) => answer.ok, () => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    await Promise.race([answered, exited]);
  } catch (error) {
    await stopped(child);
    throw error;
  }
  return child;
}

/** Xvfb and WebKitWebDriver for one WebKit session. */
export async function startWebKitServers(): Promise<WebKitServers> {
  const [{ display, child: xvfb }, [port]] = await Promise.all([startXvfb(), freePorts(1)]);
  try {
    const driver = await startDriver(port!, display);
    return {
      display,
      port: port!,
      stop: async () => {
        await stopped(driver);
        await stopped(xvfb);
      },
    };
  } catch (error) {
    await stopped(xvfb);
    throw error;
  }
}
