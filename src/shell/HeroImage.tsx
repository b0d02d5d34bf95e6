import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { PageId } from '../../engine/pages/pageIds';
import { useBoot } from '../app/BootContext';

/** The hero image configured for a page, with its heading over it: the page's h1 unless a widget shows the page's title. */
export function HeroImage({ pageId, headingIsPageTitle }: { pageId: PageId; headingIsPageTitle: boolean }) {
  const { config } = useBoot();
  const hero = config.pcsxConfig?.branding?.heroImages?.[pageId];
  if (!hero) return null;
  return (
    <Box
      data-testid="hero-image"
      role={hero.alt ? 'img' : undefined}
      aria-label={hero.alt || undefined}
      bgImage={`url("${hero.url}")`}
      bgSize="cover"
      bgPos="center"
      bgColor="brand.solid"
      minH={`${hero.height ?? 280}px`}
      display="flex"
      alignItems="flex-end"
      color="portico.heroText"
      className="portico-hero"
    >
      {(hero.heading || hero.subheading) && (
        <Stack gap="2" px={{ base: '4', md: '8' }} py="10" maxW="1600px" w="full" mx="auto">
          {hero.heading && (
            <Heading as={headingIsPageTitle ? 'h1' : 'p'} size={{ base: '2xl', md: '4xl' }} fontWeight="bold">
              {hero.heading}
            </Heading>
          )}
          {hero.subheading && <Text fontSize={{ base: 'md', md: 'xl' }}>{hero.subheading}</Text>}
        </Stack>
      )}
    </Box>
  );
}
