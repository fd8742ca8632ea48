// Which page loads are traced and which profiled, decided once per load by the host.
//
// The profiler needs the page sent with `Document-Policy: js-profiling`, and that header slows
// every load it is on (Chromium starts its CPU profiler at document commit). So the host, when it
// sends the page, decides whether this load is profiled: at the share of loads that are both
// traced and profiled (traces 0.3 × profiles 0.3 of them, about 9 %). On those it sends the
// header and marks the response with `Server-Timing: js-profiling`, which the page can read (it
// cannot read its own Document-Policy). The page follows the decision: a marked load is traced
// and profiled from its start; an unmarked one is never profiled, and is traced at the rate that
// keeps the traced share of all loads at the product's trace rate. A host makes the decision with
// `profileThisLoad` (demo/profiling-policy.ts is the example).
import { ERROR_REPORTING } from '../../config/business-constants';

export { PROFILING_MARK, documentServerTiming, mayProfile } from './profiling-mark';

/** The product's sample rates: of page loads traced, and of traced loads profiled. */
export interface SampleRates {
  tracesSampleRate: number;
  profilesSampleRate: number;
}

/** The share of page loads a host sends with the profiler's policy: those both traced and profiled. */
export function profiledShare({ tracesSampleRate, profilesSampleRate }: SampleRates = ERROR_REPORTING): number {
  return tracesSampleRate * profilesSampleRate;
}

/**
 * The host's decision for one page load: profile it (send the policy and the mark) or not.
 * @param random A number in [0, 1) per load; Math.random by default.
 * @param rates The product's rates; the portal assumes the host uses the same.
 */
export function profileThisLoad(random: () => number = Math.random, rates: SampleRates = ERROR_REPORTING): boolean {
  return random() < profiledShare(rates);
}

/**
 * The trace rate of a page load the host did not mark: chosen so that marked loads (all traced)
 * and unmarked ones together are traced at the product's rate.
 */
export function unmarkedTraceRate(rates: SampleRates = ERROR_REPORTING): number {
  const share = profiledShare(rates);
  return share >= 1 ? 0 : (rates.tracesSampleRate - share) / (1 - share);
}

/** How one page load is sampled, once the mark has been read. */
export interface LoadSampling {
  /** The chance that this page load's own trace is recorded. */
  pageLoadTraceRate: number;
  /** The chance that other root spans (later navigations) are traced: the product's rate. */
  otherTraceRate: number;
  /** 1 on a marked load (profiled while it is traced), 0 on any other: never profiled. */
  profileSessionSampleRate: 0 | 1;
}

/** The sampling of a page load, marked by its host for profiling or not. */
export function loadSampling(marked: boolean, rates: SampleRates = ERROR_REPORTING): LoadSampling {
  return {
    pageLoadTraceRate: marked ? 1 : unmarkedTraceRate(rates),
    otherTraceRate: rates.tracesSampleRate,
    profileSessionSampleRate: marked ? 1 : 0,
  };
}
