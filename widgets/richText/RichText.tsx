import type { RichTextProps } from '../../schemas/generated/widgets/richText.props';
import type { WidgetComponentProps } from '../shared/defineWidget';
import { SafeHtml } from '../shared/SafeHtml';

export default function RichText({ html }: WidgetComponentProps<RichTextProps>) {
  return <SafeHtml html={html} className="portico-prose" lineHeight="tall" />;
}
