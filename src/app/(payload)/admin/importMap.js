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
import { FeedJobNote as FeedJobNote_7f1ef6a3d80cb61cac8fb018cb519a89 } from '../../../components/admin/FeedJobNote'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FeedTextField as FeedTextField_139e4c5f07d6e92535d48f465ef91f29 } from '../../../components/admin/FeedTextField'
import { ReferenceLogoPreview as ReferenceLogoPreview_ae13c3580b5e30c92feb2ee66645349b } from '../../../components/admin/ReferenceLogoPreview.client'
import { ContactMessageField as ContactMessageField_1f397eceec46bf874f5538f35677bfaa } from '../../../components/admin/ContactMessageField'
import { InboxStatusCell as InboxStatusCell_c44251e44f0a8fbfddf4de2689f9c0e5 } from '../../../components/admin/InboxStatusCell'
import { ContactInboxBar as ContactInboxBar_6044cfcdc61a194c5b82190889d4dc9c } from '../../../components/admin/ContactInboxBar'
import { ApplicationDocuments as ApplicationDocuments_94560d1dc37ff7021a203fcf96d862e8 } from '../../../components/admin/ApplicationDocuments'
import { ImportRunView as ImportRunView_80f7427de66eab973505d0e765cde2bd } from '../../../components/admin/ImportRunView'
import { AdminIcon as AdminIcon_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { AdminLogo as AdminLogo_db845eae23ef682757f9df5d4893ae70 } from '../../../components/admin/AdminBrand'
import { JobAlertsCount as JobAlertsCount_148b341993250415b0e3a76edb047980 } from '../../../components/admin/JobAlertsCount'
import { SyncJobsNavLink as SyncJobsNavLink_70f23c9e38980f14a08487a0fc0dba4b } from '../../../components/admin/SyncJobsNavLink.client'
import { HelpNavLink as HelpNavLink_32aa29f020a66dcee59cc8af67246c6c } from '../../../components/admin/HelpNavLink.client'
import { Dashboard as Dashboard_16b88e9b8c48e393fa86591406efd08f } from '../../../components/admin/Dashboard'
import { HostCheck as HostCheck_63285d9d890733f7f204bfff202025be } from '../../../components/admin/HostCheck.client'
import { GermanLabels as GermanLabels_8c9ac75ccf00a89d3113097035bcc683 } from '../../../components/admin/GermanLabels.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SyncJobsView as SyncJobsView_8fe3fd76bca4af8489446254c723b6ca } from '../../../components/admin/SyncJobsView'
import { HelpView as HelpView_dbf90f8b24efd36613f19005a2cfcf9d } from '../../../components/admin/HelpView'
import { TwoFactorView as TwoFactorView_bc62ac27e6af6df6709ef731a56fe9b8 } from '../../../components/admin/TwoFactorView'
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
  "/components/admin/FeedJobNote#FeedJobNote": FeedJobNote_7f1ef6a3d80cb61cac8fb018cb519a89,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/FeedTextField#FeedTextField": FeedTextField_139e4c5f07d6e92535d48f465ef91f29,
  "/components/admin/ReferenceLogoPreview.client#ReferenceLogoPreview": ReferenceLogoPreview_ae13c3580b5e30c92feb2ee66645349b,
  "/components/admin/ContactMessageField#ContactMessageField": ContactMessageField_1f397eceec46bf874f5538f35677bfaa,
  "/components/admin/InboxStatusCell#InboxStatusCell": InboxStatusCell_c44251e44f0a8fbfddf4de2689f9c0e5,
  "/components/admin/ContactInboxBar#ContactInboxBar": ContactInboxBar_6044cfcdc61a194c5b82190889d4dc9c,
  "/components/admin/ApplicationDocuments#ApplicationDocuments": ApplicationDocuments_94560d1dc37ff7021a203fcf96d862e8,
  "/components/admin/ImportRunView#ImportRunView": ImportRunView_80f7427de66eab973505d0e765cde2bd,
  "/components/admin/AdminBrand#AdminIcon": AdminIcon_db845eae23ef682757f9df5d4893ae70,
  "/components/admin/AdminBrand#AdminLogo": AdminLogo_db845eae23ef682757f9df5d4893ae70,
  "/components/admin/JobAlertsCount#JobAlertsCount": JobAlertsCount_148b341993250415b0e3a76edb047980,
  "/components/admin/SyncJobsNavLink.client#SyncJobsNavLink": SyncJobsNavLink_70f23c9e38980f14a08487a0fc0dba4b,
  "/components/admin/HelpNavLink.client#HelpNavLink": HelpNavLink_32aa29f020a66dcee59cc8af67246c6c,
  "/components/admin/Dashboard#Dashboard": Dashboard_16b88e9b8c48e393fa86591406efd08f,
  "/components/admin/HostCheck.client#HostCheck": HostCheck_63285d9d890733f7f204bfff202025be,
  "/components/admin/GermanLabels.client#GermanLabels": GermanLabels_8c9ac75ccf00a89d3113097035bcc683,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/SyncJobsView#SyncJobsView": SyncJobsView_8fe3fd76bca4af8489446254c723b6ca,
  "/components/admin/HelpView#HelpView": HelpView_dbf90f8b24efd36613f19005a2cfcf9d,
  "/components/admin/TwoFactorView#TwoFactorView": TwoFactorView_bc62ac27e6af6df6709ef731a56fe9b8,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
