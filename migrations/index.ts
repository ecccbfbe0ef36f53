import * as migration_20261122_101607_initial from './20261122_101607_initial';
import * as migration_20261122_101608_jobs_fulltext from './20261122_101608_jobs_fulltext';
import * as migration_20261123_015949_job_alerts_indexing from './20261123_015949_job_alerts_indexing';
import * as migration_20261123_020229_job_locations_initiative_link from './20261123_020229_job_locations_initiative_link';
import * as migration_20261123_020439_staff_roles_second_factor from './20261123_020439_staff_roles_second_factor';
import * as migration_20261123_020440_existing_users_admin from './20261123_020440_existing_users_admin';
import * as migration_20261123_021616_admin_editors_rich_job_texts_images_import_override_dashboard from './20261123_021616_admin_editors_rich_job_texts_images_import_override_dashboard';
import * as migration_20261123_021617_manual_job_texts_to_rich_text from './20261123_021617_manual_job_texts_to_rich_text';
import * as migration_20261123_061118_feed_source_hash from './20261123_061118_feed_source_hash';
import * as migration_20261123_081959_media_storage from './20261123_081959_media_storage';
import * as migration_20261123_180000_jobs_search_text from './20261123_180000_jobs_search_text';
import * as migration_20261126_193422_applications from './20261126_193422_applications';
import * as migration_20261126_193532_users_totp_last_step from './20261126_193532_users_totp_last_step';
import * as migration_20261126_193558_password_reset_mail_task from './20261126_193558_password_reset_mail_task';
import * as migration_20261126_193828_import_run_removed_jobs from './20261126_193828_import_run_removed_jobs';
import * as migration_20261126_194424_application_downloads_user from './20261126_194424_application_downloads_user';
import * as migration_20261126_195323_reference_always_show from './20261126_195323_reference_always_show';
import * as migration_20261126_195429_reference_drop_sort_order from './20261126_195429_reference_drop_sort_order';
import * as migration_20261126_202050_apply_channels from './20261126_202050_apply_channels';
import * as migration_20261126_222538_jobs_valid_through_filled from './20261126_222538_jobs_valid_through_filled';
import * as migration_20261126_222619_job_search_fields from './20261126_222619_job_search_fields';
import * as migration_20261126_222824_site_pages from './20261126_222824_site_pages';
import * as migration_20261126_222938_drafts_autosave_schedule from './20261126_222938_drafts_autosave_schedule';
import * as migration_20261126_234608_job_versions_search_fields from './20261126_234608_job_versions_search_fields';
import * as migration_20261127_014500_jobs_search_roles from './20261127_014500_jobs_search_roles';
import * as migration_20261127_045322_job_alerts_radius from './20261127_045322_job_alerts_radius';

export const migrations = [
  {
    up: migration_20261122_101607_initial.up,
    down: migration_20261122_101607_initial.down,
    name: '20261122_101607_initial',
  },
  {
    up: migration_20261122_101608_jobs_fulltext.up,
    down: migration_20261122_101608_jobs_fulltext.down,
    name: '20261122_101608_jobs_fulltext',
  },
  {
    up: migration_20261123_015949_job_alerts_indexing.up,
    down: migration_20261123_015949_job_alerts_indexing.down,
    name: '20261123_015949_job_alerts_indexing',
  },
  {
    up: migration_20261123_020229_job_locations_initiative_link.up,
    down: migration_20261123_020229_job_locations_initiative_link.down,
    name: '20261123_020229_job_locations_initiative_link',
  },
  {
    up: migration_20261123_020439_staff_roles_second_factor.up,
    down: migration_20261123_020439_staff_roles_second_factor.down,
    name: '20261123_020439_staff_roles_second_factor',
  },
  {
    up: migration_20261123_020440_existing_users_admin.up,
    down: migration_20261123_020440_existing_users_admin.down,
    name: '20261123_020440_existing_users_admin',
  },
  {
    up: migration_20261123_021616_admin_editors_rich_job_texts_images_import_override_dashboard.up,
    down: migration_20261123_021616_admin_editors_rich_job_texts_images_import_override_dashboard.down,
    name: '20261123_021616_admin_editors_rich_job_texts_images_import_override_dashboard',
  },
  {
    up: migration_20261123_021617_manual_job_texts_to_rich_text.up,
    down: migration_20261123_021617_manual_job_texts_to_rich_text.down,
    name: '20261123_021617_manual_job_texts_to_rich_text',
  },
  {
    up: migration_20261123_061118_feed_source_hash.up,
    down: migration_20261123_061118_feed_source_hash.down,
    name: '20261123_061118_feed_source_hash',
  },
  {
    up: migration_20261123_081959_media_storage.up,
    down: migration_20261123_081959_media_storage.down,
    name: '20261123_081959_media_storage',
  },
  {
    up: migration_20261123_180000_jobs_search_text.up,
    down: migration_20261123_180000_jobs_search_text.down,
    name: '20261123_180000_jobs_search_text',
  },
  {
    up: migration_20261126_193422_applications.up,
    down: migration_20261126_193422_applications.down,
    name: '20261126_193422_applications',
  },
  {
    up: migration_20261126_193532_users_totp_last_step.up,
    down: migration_20261126_193532_users_totp_last_step.down,
    name: '20261126_193532_users_totp_last_step',
  },
  {
    up: migration_20261126_193558_password_reset_mail_task.up,
    down: migration_20261126_193558_password_reset_mail_task.down,
    name: '20261126_193558_password_reset_mail_task',
  },
  {
    up: migration_20261126_193828_import_run_removed_jobs.up,
    down: migration_20261126_193828_import_run_removed_jobs.down,
    name: '20261126_193828_import_run_removed_jobs',
  },
  {
    up: migration_20261126_194424_application_downloads_user.up,
    down: migration_20261126_194424_application_downloads_user.down,
    name: '20261126_194424_application_downloads_user',
  },
  {
    up: migration_20261126_195323_reference_always_show.up,
    down: migration_20261126_195323_reference_always_show.down,
    name: '20261126_195323_reference_always_show',
  },
  {
    up: migration_20261126_195429_reference_drop_sort_order.up,
    down: migration_20261126_195429_reference_drop_sort_order.down,
    name: '20261126_195429_reference_drop_sort_order',
  },
  {
    up: migration_20261126_202050_apply_channels.up,
    down: migration_20261126_202050_apply_channels.down,
    name: '20261126_202050_apply_channels',
  },
  {
    up: migration_20261126_222538_jobs_valid_through_filled.up,
    down: migration_20261126_222538_jobs_valid_through_filled.down,
    name: '20261126_222538_jobs_valid_through_filled',
  },
  {
    up: migration_20261126_222619_job_search_fields.up,
    down: migration_20261126_222619_job_search_fields.down,
    name: '20261126_222619_job_search_fields',
  },
  {
    up: migration_20261126_222824_site_pages.up,
    down: migration_20261126_222824_site_pages.down,
    name: '20261126_222824_site_pages',
  },
  {
    up: migration_20261126_222938_drafts_autosave_schedule.up,
    down: migration_20261126_222938_drafts_autosave_schedule.down,
    name: '20261126_222938_drafts_autosave_schedule',
  },
  {
    up: migration_20261126_234608_job_versions_search_fields.up,
    down: migration_20261126_234608_job_versions_search_fields.down,
    name: '20261126_234608_job_versions_search_fields',
  },
  {
    up: migration_20261127_014500_jobs_search_roles.up,
    down: migration_20261127_014500_jobs_search_roles.down,
    name: '20261127_014500_jobs_search_roles',
  },
  {
    up: migration_20261127_045322_job_alerts_radius.up,
    down: migration_20261127_045322_job_alerts_radius.down,
    name: '20261127_045322_job_alerts_radius'
  },
];
