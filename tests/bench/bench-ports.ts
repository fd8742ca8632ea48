// The ports of the start-up, bytes and memory benchmarks (they run one after another).
import { backendPortsFrom } from '../../demo/demo-server';

/** The demo portal's port. */
export const PORTAL_PORT = 7073;
/** The demo backend's origins, from 7101. */
export const BACKEND_PORTS = backendPortsFrom(7101);
/** The start-up benchmark's floor page. */
export const FLOOR_PORT = 7200;
