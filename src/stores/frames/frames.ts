// The frames folder's entry: the embedded apps' frames (which apps have one, their pool, the bridge
// to their windows, each message's effect and its pacing) and the apps' preconnect. Importers use this one path.
export { $activeFrameKey, $appFrames, $closeMenusSignal, attachFrame, retryFrame, setFramePoolSize, startAppFrames, type AppFrame } from './app-frames';
export { preconnectToApps } from './apps-preconnect';
