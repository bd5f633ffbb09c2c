import { Center, type CenterProps } from '@chakra-ui/react';

/** The programme's mark: a receipt on a blue tile. */
export function BrandMark({ size = '8', ...rest }: { size?: CenterProps['boxSize'] } & CenterProps) {
  return (
    <Center boxSize={size} bg="blue.solid" color="white" borderRadius="l2" flexShrink={0} {...rest}>
      <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor" aria-hidden="true">
        <path d="M5 2.5h14v19l-2.33-1.6L14.33 21.5 12 19.9l-2.33 1.6-2.34-1.6L5 21.5z" opacity=".95" />
        <path d="M8 7h8v1.6H8zM8 10.5h8v1.6H8zM8 14h5v1.6H8z" fill="#2563eb" />
      </svg>
    </Center>
  );
}
