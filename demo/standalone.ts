// The standalone portal page: <portal-shell> in #app. Only the shell's own entry, as a host that
// shows nothing else would load it: the other elements' code is not on this page's start-up path.
import '../elements/portal-shell';
