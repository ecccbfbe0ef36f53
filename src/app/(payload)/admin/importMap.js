import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ConfirmPublishButton as ConfirmPublishButton_701f54d7d00c88c4402fb3979fa8f698 } from '../../../features/legal-publish/ConfirmPublishButton.client'
import { FeedJobNote as FeedJobNote_41943716747537f18eb6bb1541970057 } from '../../../features/feed/components/FeedJobNote'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FeedTextField as FeedTextField_1f1a80925b26ff1ccc06f83e93104e24 } from '../../../features/feed/components/FeedTextField'
import { ReferenceLogoPreview as ReferenceLogoPreview_c1955876d361f6c50eab4971ff2eb605 } from '../../../features/references/components/ReferenceLogoPreview.client'
import { ContactMessageField as ContactMessageField_d196ee6dc160807fb5f3aa4841c8a583 } from '../../../features/contact/components/ContactMessageField'
import { InboxStatusCell as InboxStatusCell_17f090dcb5f3ac1e36ecc82b2326931d } from '../../../features/contact/components/InboxStatusCell'
import { ContactInboxBar as ContactInboxBar_243060cdffe728b15b871589272b9e18 } from '../../../features/contact/components/ContactInboxBar'
import { ApplicationDocuments as ApplicationDocuments_c841faca34939e31b18fdd2fcd81d228 } from '../../../features/applications/components/ApplicationDocuments'
import { ImportRunView as ImportRunView_c3114015c051d4859a5ea9bc3ba39937 } from '../../../features/feed/components/ImportRunView'
import { AdminIcon as AdminIcon_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { AdminLogo as AdminLogo_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { JobAlertsCount as JobAlertsCount_34aaa1343c7c6808ece7594e22cf15c3 } from '../../../features/job-alerts/components/JobAlertsCount'
import { AdminNavLink as AdminNavLink_36c62ff19b1f152bbbab8e445fb398e4 } from '../../../components/admin/AdminNavLink.client'
import { Dashboard as Dashboard_af80ad7511b2c7b2577ceb5c2bcdcefa } from '../../../features/admin-dashboard/components/Dashboard'
import { HostCheck as HostCheck_88c6f7f043f03485f62919aa1fba7120 } from '../../../features/staff-auth/components/HostCheck.client'
import { GermanLabels as GermanLabels_5a8fb61d5c054e809ce14a06e2d2b66d } from '../../../features/admin-i18n/components/GermanLabels.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SyncJobsView as SyncJobsView_43d69363b06a8c45d58abaaa0339dbf3 } from '../../../features/feed/components/SyncJobsView'
import { HelpView as HelpView_4daffdbfa42f85dd54ded4054291395b } from '../../../features/admin-help/components/HelpView'
import { TwoFactorView as TwoFactorView_031005831e20358d32b34a28c2b20bdb } from '../../../features/staff-auth/components/TwoFactorView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/features/legal-publish/ConfirmPublishButton.client#ConfirmPublishButton": ConfirmPublishButton_701f54d7d00c88c4402fb3979fa8f698,
  "/features/feed/components/FeedJobNote#FeedJobNote": FeedJobNote_41943716747537f18eb6bb1541970057,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/feed/components/FeedTextField#FeedTextField": FeedTextField_1f1a80925b26ff1ccc06f83e93104e24,
  "/features/references/components/ReferenceLogoPreview.client#ReferenceLogoPreview": ReferenceLogoPreview_c1955876d361f6c50eab4971ff2eb605,
  "/features/contact/components/ContactMessageField#ContactMessageField": ContactMessageField_d196ee6dc160807fb5f3aa4841c8a583,
  "/features/contact/components/InboxStatusCell#InboxStatusCell": InboxStatusCell_17f090dcb5f3ac1e36ecc82b2326931d,
  "/features/contact/components/ContactInboxBar#ContactInboxBar": ContactInboxBar_243060cdffe728b15b871589272b9e18,
  "/features/applications/components/ApplicationDocuments#ApplicationDocuments": ApplicationDocuments_c841faca34939e31b18fdd2fcd81d228,
  "/features/feed/components/ImportRunView#ImportRunView": ImportRunView_c3114015c051d4859a5ea9bc3ba39937,
  "/components/admin/AdminBrand#AdminIcon": AdminIcon_db845eae23ef682757f9df5d4893ae70,
  "/components/admin/AdminBrand#AdminLogo": AdminLogo_db845eae23ef682757f9df5d4893ae70,
  "/features/job-alerts/components/JobAlertsCount#JobAlertsCount": JobAlertsCount_34aaa1343c7c6808ece7594e22cf15c3,
  "/components/admin/AdminNavLink.client#AdminNavLink": AdminNavLink_36c62ff19b1f152bbbab8e445fb398e4,
  "/features/admin-dashboard/components/Dashboard#Dashboard": Dashboard_af80ad7511b2c7b2577ceb5c2bcdcefa,
  "/features/staff-auth/components/HostCheck.client#HostCheck": HostCheck_88c6f7f043f03485f62919aa1fba7120,
  "/features/admin-i18n/components/GermanLabels.client#GermanLabels": GermanLabels_5a8fb61d5c054e809ce14a06e2d2b66d,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/feed/components/SyncJobsView#SyncJobsView": SyncJobsView_43d69363b06a8c45d58abaaa0339dbf3,
  "/features/admin-help/components/HelpView#HelpView": HelpView_4daffdbfa42f85dd54ded4054291395b,
  "/features/staff-auth/components/TwoFactorView#TwoFactorView": TwoFactorView_031005831e20358d32b34a28c2b20bdb,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
