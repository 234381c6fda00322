/**
 * The image's default run-time config, written at start: SITE_CONFIG_TEMPLATE (made at build time)
 * with every `${NAME}` replaced by that environment variable (the deployment's origins), written
 * to SITE_CONFIG_FILE. The render service and the API's image both start this way, so both serve
 * the same config; an operator's own file (SITE_CONFIG_TEMPLATE empty) is left as it is.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A template's `${NAME}` placeholders replaced from `env`; a missing one is an error naming it. */
export function renderTemplate(text: string, env: NodeJS.ProcessEnv): string {
  return text.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, name: string) => {
    const value = env[name];
    if (!value) throw new Error(`site config template: set ${name}`);
    return value;
  });
}

/** Writes SITE_CONFIG_FILE from SITE_CONFIG_TEMPLATE when the template is set; returns whether it did. */
export function writeSiteConfigFromTemplate(env: NodeJS.ProcessEnv): boolean {
  const template = env.SITE_CONFIG_TEMPLATE;
  const file = env.SITE_CONFIG_FILE;
  if (!template) return false;
  if (!file) throw new Error('SITE_CONFIG_TEMPLATE is set: set SITE_CONFIG_FILE, where its config is written');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderTemplate(readFileSync(template, 'utf8'), env));
  return true;
}
