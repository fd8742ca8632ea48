// <portal-release-notes> and <portal-account-switcher> on a page of their own.
import '../elements/portal-release-notes';
import '../elements/portal-account-switcher';

const params = JSON.parse((window as unknown as { HostParamsJson: string }).HostParamsJson) as { GatewayUrl: string };
document.querySelector('portal-release-notes')?.setAttribute('gateway-url', params.GatewayUrl);
document.addEventListener('portal-account-select', (event) => {
  const output = document.querySelector('#chosen');
  if (output) output.textContent = String((event as CustomEvent<{ customerId: number; customerName: string }>).detail.customerName);
});
