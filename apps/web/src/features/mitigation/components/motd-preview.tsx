import { Box, Group, Image, Paper, Text } from '@mantine/core';
import { parseMotd } from './motd';

/** How the server list shows the offline MOTD: icon, name line, then the two MOTD lines. */
export function MotdPreview({
  motd,
  favicon,
  label,
}: {
  motd: string;
  favicon: string;
  label: string;
}) {
  return (
    <Paper p="sm" radius="sm" bg="#1e1e1e" aria-label={label} role="img">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box w={48} h={48} bg="#333" style={{ flexShrink: 0 }}>
          {favicon && (
            <Image src={favicon} w={48} h={48} alt="" style={{ imageRendering: 'pixelated' }} />
          )}
        </Box>
        <Text ff="monospace" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {parseMotd(motd).map((span, i) => (
            <span
              // The runs never reorder; their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={i}
              style={{
                color: span.color,
                fontWeight: span.bold ? 700 : 400,
                fontStyle: span.italic ? 'italic' : 'normal',
                textDecoration:
                  [span.underline && 'underline', span.strike && 'line-through']
                    .filter(Boolean)
                    .join(' ') || 'none',
              }}
            >
              {span.text}
            </span>
          ))}
        </Text>
      </Group>
    </Paper>
  );
}
