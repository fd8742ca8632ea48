// The standalone portal page: every element, with <portal-shell> in #app.
import '../elements/index';
