import type { Config } from '../../config.ts';
import { AcademyProvider } from './academy.provider.ts';
import { ThinkificProvider } from './thinkific.provider.ts';
import type { LearningProvider } from './learning-provider-types.ts';

/** Thinkific when it is configured, otherwise the built-in Academy. */
export function createLearningProvider(config: Pick<Config, 'thinkificSubdomain' | 'thinkificApiKey'>): LearningProvider {
  if (config.thinkificSubdomain && config.thinkificApiKey) {
    return new ThinkificProvider({ subdomain: config.thinkificSubdomain, apiKey: config.thinkificApiKey });
  }
  return new AcademyProvider();
}
