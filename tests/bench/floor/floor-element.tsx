// The start-up benchmark's floor: the least a page can do to show a React element through r2wc,
// as elements/ do (open shadow root), built and served the same way as the portal.
import r2wc from '@r2wc/react-to-web-component';

function Floor() {
  return <div part="floor">Floor</div>;
}

customElements.define('floor-element', r2wc(Floor, { shadow: 'open' }));
