// npm start runs this before a build: a start the process settings refuse (PORTICO_WORKERS=2 without
// DATABASE_URL) stops at once, not after a build it would not use.
import { processSettingsOrStop } from '../server/cluster/processSettings';

processSettingsOrStop(process.env);
