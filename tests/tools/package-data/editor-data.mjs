// Editor data written from custom-elements.json: VS Code's HTML custom data and JetBrains'
// web-types, so editors complete the tags, attributes, events and parts. Pure functions.
import { elementsOf } from './typings.mjs';

/** VS Code's `html.customData` file. */
export function vscodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: element.description ?? element.summary ?? '',
      attributes: (element.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        description: attribute.description ?? '',
        ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
      })),
    })),
  };
}

/** JetBrains' web-types file. */
export function webTypes(manifest, pkg) {
  return {
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: elementsOf(manifest).map((element) => ({
          name: element.tagName,
          description: element.description ?? element.summary ?? '',
          attributes: (element.attributes ?? []).map((attribute) => ({
            name: attribute.name,
            description: attribute.description ?? '',
            value: { type: attribute.type?.text ?? 'string', required: false },
          })),
          js: {
            properties: (element.members ?? [])
              .filter((member) => member.kind === 'field')
              .map((field) => ({ name: field.name, description: field.description ?? '', type: field.type?.text ?? 'unknown' })),
            events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
          },
          css: {
            properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: property.description ?? '' })),
            parts: (element.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' })),
          },
        })),
      },
    },
  };
}
