import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { PageId } from '../../engine/pages/pageIds';
import { useBoot } from '../app/BootContext';
import { themeVar } from '../../engine/theme/themeVar';

const hero = (token: string) => themeVar(`pcsx_hero_image.${token}`);
const overlay = `color-mix(in srgb, ${hero('overlay')} calc(${hero('overlayOpacity')} * 100%), transparent)`;

/** The hero image configured for a page, with its heading over it: the page's h1 unless a widget shows the page's title. */
export function HeroImage({ pageId, headingIsPageTitle }: { pageId: PageId; headingIsPageTitle: boolean }) {
  const { config } = useBoot();
  const image = config.pcsxConfig?.branding?.heroImages?.[pageId];
  if (!image) return null;
  return (
    <Box
      data-testid="hero-image"
      role={image.alt ? 'img' : undefined}
      aria-label={image.alt || undefined}
      // Layers, top first: the theme's overlay under the text, the theme's image (`none` when it has
      // none, then the page's own shows), the page's configured image.
      bgImage={`linear-gradient(${overlay}, ${overlay}), ${hero('image')}, url("${image.url}")`}
      bgSize="cover"
      bgPos={`${hero('focalX')} ${hero('focalY')}`}
      bgColor="brand.solid"
      minH={image.height ? `${image.height}px` : hero('minHeight')}
      display="flex"
      alignItems="flex-end"
      color={hero('text')}
      className="portico-hero"
    >
      {(image.heading || image.subheading) && (
        <Stack gap="2" px={{ base: '4', md: '8' }} py="10" maxW="1600px" w="full" mx="auto">
          {image.heading && (
            <Heading as={headingIsPageTitle ? 'h1' : 'p'} size={{ base: '2xl', md: '4xl' }} fontWeight="bold" dir="auto">
              {image.heading}
            </Heading>
          )}
          {image.subheading && (
            <Text fontSize={{ base: 'md', md: 'xl' }} dir="auto">
              {image.subheading}
            </Text>
          )}
        </Stack>
      )}
    </Box>
  );
}
