import { Avatar, Badge, Button, Card, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { absoluteAssetUrl } from '../../../engine/home/absoluteAssetUrl';
import { themeVar } from '../../../engine/theme/themeVar';
import { MAX_SUMMARY_LENGTH, PROFILE_SECTION_LIMITS } from '../../../engine/home/profileLimits';
import type { EducationItem, ExperienceItem, LinkItem, Profile } from '../../../schemas/generated/api/profile';
import type { ProfileEditorProps } from '../../../schemas/generated/widgets/profileEditor.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { usePortal } from '../../shared/PortalContext';
import { useProfileDetails } from '../data/profileDetails';
import ProfileCompletion from '../profileCompletion/ProfileCompletion';
import { formatDate } from '../../shared/formatDate';
import { TabDataState } from '../shared/TabDataState';
import { EditableSection } from './EditableSection';
import type { EntryValues } from './EntryForm';
import { ListSection } from './ListSection';
import { schemaField } from './schemaField';
import { TagsSection } from './TagsSection';

const text = (values: EntryValues, name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');

/**
 * The candidate's profile (pages.profile): header with avatar, completeness with what is missing, and
 * each section edited through profile_edit (op_section, operation, op_data { value, index }).
 */
export default function ProfileEditor({ showCompletion = true }: WidgetComponentProps<ProfileEditorProps>) {
  const query = useProfileDetails();
  return (
    <TabDataState query={query} isEmpty={() => false}>
      {(profile) => (
        // minmax(0, …): a long word in the profile wraps instead of widening the column past a phone's screen.
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          <Stack gap="6">
            <ProfileHeader profile={profile} />
            <BasicInfoSection profile={profile} />
            <SummarySection summary={profile.summary} />
            <ProfileLists profile={profile} />
          </Stack>
          <Stack gap="6">
            {showCompletion && <ProfileCompletion showMissing showEditLink={false} />}
            <ResumeList profile={profile} />
          </Stack>
        </Grid>
      )}
    </TabDataState>
  );
}

function ProfileHeader({ profile }: { profile: Profile }) {
  const { staticAssetHost } = usePortal();
  const avatar = absoluteAssetUrl(profile.avatar, staticAssetHost);
  return (
    <HStack
      gap="4"
      p="4"
      borderRadius="l3"
      bg={themeVar('pcsx_profile_page.headerBackground')}
      color={themeVar('pcsx_profile_page.headerText')}
      data-testid="profile-header"
    >
      <Avatar.Root size="2xl" flexShrink={0} bg={themeVar('pcsx_profile_page.avatarBackground')} color={themeVar('pcsx_profile_page.avatarText')}>
        <Avatar.Fallback name={profile.full_name} />
        {avatar && <Avatar.Image src={avatar} alt="" />}
      </Avatar.Root>
      <Stack gap="0" minW="0" overflowWrap="anywhere">
        <Text as="h2" fontSize="2xl" fontWeight="bold" data-testid="profile-name">
          {profile.full_name}
        </Text>
        {/* The header's own text colour: only it is contrast-checked against the header's background. */}
        {profile.headline && <Text>{profile.headline}</Text>}
        <Text fontSize="sm">{profile.email}</Text>
      </Stack>
    </HStack>
  );
}

function BasicInfoSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const rows: [string, string | null][] = [
    [t('home.profile.firstName'), profile.first_name],
    [t('home.profile.lastName'), profile.last_name],
    [t('home.profile.phone'), profile.phone],
    [t('home.profile.location'), profile.location],
    [t('home.profile.headline'), profile.headline],
  ];
  return (
    <EditableSection
      id="basic_info"
      idPrefix="basic"
      title={t('home.profile.basicInfo')}
      fields={[
        schemaField('BasicInfo', 'first_name', t('home.profile.firstName'), 'text'),
        schemaField('BasicInfo', 'last_name', t('home.profile.lastName'), 'text'),
        schemaField('BasicInfo', 'phone', t('home.profile.phone'), 'tel'),
        schemaField('BasicInfo', 'location', t('home.profile.location'), 'text'),
        schemaField('BasicInfo', 'headline', t('home.profile.headline'), 'text', { wide: true }),
      ]}
      initial={{
        first_name: profile.first_name,
        last_name: profile.last_name,
        phone: profile.phone ?? '',
        location: profile.location ?? '',
        headline: profile.headline ?? '',
      }}
      toEdit={(values) => ({
        op_section: 'basic_info',
        operation: 'update',
        op_data: {
          value: {
            first_name: text(values, 'first_name'),
            last_name: text(values, 'last_name'),
            phone: text(values, 'phone') || null,
            location: text(values, 'location') || null,
            headline: text(values, 'headline') || null,
          },
        },
      })}
    >
      <Stack as="dl" gap="2">
        {rows.map(([label, value]) => (
          <HStack key={label} gap="4" align="start">
            <Text as="dt" fontWeight="medium" minW="32">
              {label}
            </Text>
            {/* What the candidate wrote reads in its own direction: a phone number stays left to right on an Arabic page. */}
            <Text as="dd" color={value ? undefined : 'fg.muted'} dir={value ? 'auto' : undefined}>
              {value || t('home.profile.notProvided')}
            </Text>
          </HStack>
        ))}
      </Stack>
    </EditableSection>
  );
}

function SummarySection({ summary }: { summary: string }) {
  const { t } = useTranslation();
  return (
    <EditableSection
      id="summary"
      idPrefix="summary"
      title={t('home.profile.summary')}
      fields={[{ name: 'summary', label: t('home.profile.summary'), kind: 'textarea', maxLength: MAX_SUMMARY_LENGTH }]}
      initial={{ summary }}
      toEdit={(values) => ({ op_section: 'summary', operation: 'set', op_data: { value: text(values, 'summary') } })}
    >
      <Text whiteSpace="pre-line" color={summary ? undefined : 'fg.muted'}>
        {summary || t('home.profile.emptySection')}
      </Text>
    </EditableSection>
  );
}

function ProfileLists({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const period = (job: ExperienceItem) => [job.startDate, job.isCurrent ? t('home.profile.present') : job.endDate].filter(Boolean).join(' – ');
  return (
    <>
      <TagsSection
        section="skills"
        title={t('home.profile.skills')}
        inputLabel={t('home.profile.addSkill')}
        values={profile.skills}
        max={PROFILE_SECTION_LIMITS.skills}
      />
      <ListSection<ExperienceItem>
        section="experience"
        title={t('home.profile.experience')}
        addLabel={t('home.profile.addExperience')}
        entries={profile.experience}
        fields={[
          schemaField('ExperienceItem', 'title', t('home.profile.jobTitle'), 'text'),
          schemaField('ExperienceItem', 'company', t('home.profile.company'), 'text'),
          schemaField('ExperienceItem', 'startDate', t('home.profile.startDate'), 'monthYear'),
          schemaField('ExperienceItem', 'endDate', t('home.profile.endDate'), 'monthYear'),
          schemaField('ExperienceItem', 'isCurrent', t('home.profile.isCurrent'), 'checkbox'),
          schemaField('ExperienceItem', 'description', t('home.profile.description'), 'textarea'),
        ]}
        heading={(job) => t('home.profile.jobAt', { title: job.title, company: job.company })}
        info={(job) => [period(job), job.description].filter(Boolean).join('\n')}
      />
      <ListSection<EducationItem>
        section="education"
        title={t('home.profile.education')}
        addLabel={t('home.profile.addEducation')}
        entries={profile.education}
        fields={[
          schemaField('EducationItem', 'school', t('home.profile.school'), 'text'),
          schemaField('EducationItem', 'degree', t('home.profile.degree'), 'text'),
          schemaField('EducationItem', 'field', t('home.profile.field'), 'text'),
          schemaField('EducationItem', 'endYear', t('home.profile.endYear'), 'year'),
        ]}
        heading={(school) => school.school}
        info={(school) => [[school.degree, school.field].filter(Boolean).join(', '), school.endYear ? String(school.endYear) : ''].filter(Boolean).join(' · ')}
      />
      <ListSection<LinkItem>
        section="links"
        title={t('home.profile.links')}
        addLabel={t('home.profile.addLink')}
        entries={profile.links}
        fields={[schemaField('LinkItem', 'label', t('home.profile.linkLabel'), 'text'), schemaField('LinkItem', 'url', t('home.profile.linkUrl'), 'url')]}
        heading={(link) => link.label}
        info={(link) => link.url}
      />
      <TagsSection
        section="desired_roles"
        title={t('home.profile.desiredRoles')}
        inputLabel={t('home.profile.addRole')}
        values={profile.desired_roles}
        max={PROFILE_SECTION_LIMITS.desired_roles}
      />
    </>
  );
}

function ResumeList({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="resumes-title">
      <Card.Body>
        <Stack gap="3">
          <Text as="h2" fontWeight="semibold" fontSize="lg" id="resumes-title">
            {t('home.profile.resumes')}
          </Text>
          {profile.resumes.length === 0 ? (
            <Text color="fg.muted">{t('home.profile.noResumes')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {profile.resumes.map((resume) => (
                <HStack as="li" key={resume.id} justify="space-between" gap="2">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {resume.file_name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t('home.profile.uploadedOn', { date: formatDate(resume.uploaded_at, i18n.language) })}
                    </Text>
                  </Stack>
                  {resume.is_primary && <Badge colorPalette="green">{t('home.profile.primaryResume')}</Badge>}
                </HStack>
              ))}
            </Stack>
          )}
          <Button asChild size="sm" variant="outline" alignSelf="start">
            <PorticoLink href="/careers/export-resume" color="inherit">
              {t('home.profile.exportLink')}
            </PorticoLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
