import { ConfigError, parseConfig, type Config } from './config';

/** The configuration from the environment, or one clear line and exit when it is wrong. */
export function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line, no stack: the operator's fix is in the message.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
