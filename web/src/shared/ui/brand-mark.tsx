import { Center, type CenterProps } from '@chakra-ui/react';
import { BrandGlyph } from './plain';

/** The programme's mark: a receipt on a blue tile. */
export function BrandMark({ size = '8', ...rest }: { size?: CenterProps['boxSize'] } & CenterProps) {
  return (
    <Center boxSize={size} bg="blue.solid" color="white" borderRadius="l2" flexShrink={0} {...rest}>
      <BrandGlyph />
    </Center>
  );
}
