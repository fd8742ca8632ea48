// @custom-elements-manifest/analyzer: custom-elements.json from the JSDoc of elements/*, written
// as a host sees the package (tests/browser/manifest.test.tsx compares it with the running elements).
const MIXINS = 'elements/internal/';
const LIFECYCLE = new Set(['connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'adoptedCallback']);

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const distPath = (path) => path.replace(/^elements\/(.+)\.tsx?$/, 'dist/$1.js');

/** Rewrites the analysed source into the published shape, and fails on an attribute without its property. */
function publishedShape() {
  return {
    name: 'portal-published-shape',
    packageLinkPhase({ customElementsManifest }) {
      // The shared mixin's module is analysed only for the members it gives each element.
      customElementsManifest.modules = customElementsManifest.modules.filter((module) => !module.path.startsWith(MIXINS));
      for (const module of customElementsManifest.modules) {
        module.path = distPath(module.path);
        for (const exported of module.exports ?? []) {
          if (exported.declaration?.module) exported.declaration.module = distPath(exported.declaration.module);
        }
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue;
          // The classes come from a factory (r2wc); to a host they are plain custom elements.
          declaration.superclass = { name: 'HTMLElement', package: 'global:' };
          delete declaration.mixins;
          // A host sees the mixin's members as the element's own, first as in the class.
          const members = declaration.members ?? [];
          const inherited = members.filter((member) => member.inheritedFrom?.module.startsWith(MIXINS));
          for (const member of inherited) delete member.inheritedFrom;
          declaration.members = [...inherited, ...members.filter((member) => !inherited.includes(member))].filter(
            (member) => member.privacy !== 'private' && !member.name.startsWith('#') && !LIFECYCLE.has(member.name),
          );
          for (const attribute of declaration.attributes ?? []) {
            attribute.fieldName = camelCase(attribute.name);
            if (!declaration.members.some((member) => member.kind === 'field' && member.name === attribute.fieldName)) {
              throw new Error(`${declaration.tagName}: attribute ${attribute.name} has no @prop ${attribute.fieldName}`);
            }
          }
        }
      }
    },
  };
}

export default {
  globs: ['elements/portal-*.ts', 'elements/portal-*.tsx', `${MIXINS}shared-element-members.ts`],
  exclude: ['elements/portal-chat-app.tsx'],
  outdir: '.',
  litelement: false,
  // package.json names dist/custom-elements.json itself; regenerating must not rewrite it.
  packagejson: false,
  plugins: [publishedShape()],
};
