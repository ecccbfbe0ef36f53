import * as migration_20261122_085456_initial from './20261122_085456_initial';
import * as migration_20261122_091024_feed_import from './20261122_091024_feed_import';

export const migrations = [
  {
    up: migration_20261122_085456_initial.up,
    down: migration_20261122_085456_initial.down,
    name: '20261122_085456_initial',
  },
  {
    up: migration_20261122_091024_feed_import.up,
    down: migration_20261122_091024_feed_import.down,
    name: '20261122_091024_feed_import'
  },
];
