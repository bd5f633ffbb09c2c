// Import boundaries of the web app (docs/architecture.md, "Checks that hold the shape"), as one lint rule:
// - a feature never imports another feature, nor `app/`;
// - `shared/` never imports a feature nor `app/`;
// - only `shared/apollo/` reads the gateway's error shapes (`extensions`, `graphQLErrors`).
// Paths are resolved against the importing file, so `../../features/x` and `../x` are judged alike.
import path from 'node:path';

const layerOf = (file) => {
  const match = /web[\\/]src[\\/](app|features|shared)(?:[\\/]([^\\/]+))?/.exec(file);
  if (!match) return null;
  return { layer: match[1], feature: match[1] === 'features' ? match[2] : undefined, sub: match[2] };
};

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features do not import each other or app/; shared does not import features or app/' },
    schema: [],
    messages: {
      featureToFeature: 'A feature never imports another feature ({{from}} → {{to}}); move what both need into shared/.',
      featureToApp: 'A feature never imports app/ ({{from}}); what every layer needs belongs in shared/.',
      sharedUp: 'shared/ never imports {{to}}; shared code serves every feature.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || from.layer === 'app') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = layerOf(path.resolve(path.dirname(file), source));
      if (!target) return;
      if (from.layer === 'features') {
        if (target.layer === 'app') context.report({ node, messageId: 'featureToApp', data: { from: from.feature } });
        else if (target.layer === 'features' && target.feature !== from.feature)
          context.report({ node, messageId: 'featureToFeature', data: { from: from.feature, to: target.feature } });
      } else if (from.layer === 'shared' && (target.layer === 'features' || target.layer === 'app')) {
        context.report({ node, messageId: 'sharedUp', data: { to: `${target.layer}/` } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const boundaries = { rules: { imports: importBoundaries } };
