import { onBeforeUnmount, onMounted, type Ref } from 'vue';

/**
 * Listens to a `portal-*` event on an element of the template (or on the document, where every
 * element's events arrive: they bubble and are composed) while the component is mounted; the
 * listener gets the event typed by name.
 */
export function usePortalEvent<Name extends keyof GlobalEventHandlersEventMap>(
  name: Name,
  listener: (event: GlobalEventHandlersEventMap[Name]) => void,
  target: Ref<HTMLElement | null> | Document = document,
): void {
  const element = () => (target instanceof Document ? target : target.value);
  const handle = (event: Event) => listener(event as GlobalEventHandlersEventMap[Name]);
  onMounted(() => element()?.addEventListener(name, handle));
  onBeforeUnmount(() => element()?.removeEventListener(name, handle));
}
