import { i18n } from './index';
import { signedInResources } from './resources-signed-in';

// Imported for its effect by the shell chunk, so the first screen carries only the core namespaces.
for (const [ns, bundle] of Object.entries(signedInResources)) {
  if (!i18n.hasResourceBundle('zh-CN', ns)) i18n.addResourceBundle('zh-CN', ns, bundle, true, true);
}
