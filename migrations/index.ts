import * as migration_20261122_085456_initial from './20261122_085456_initial';
import * as migration_20261122_090935_site_blocks from './20261122_090935_site_blocks';

export const migrations = [
  {
    up: migration_20261122_085456_initial.up,
    down: migration_20261122_085456_initial.down,
    name: '20261122_085456_initial',
  },
  {
    up: migration_20261122_090935_site_blocks.up,
    down: migration_20261122_090935_site_blocks.down,
    name: '20261122_090935_site_blocks'
  },
];
