import type { BlookTemplateView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { useLanguage, useT } from '../../../lib/i18n';
import styles from './blook-builder.module.css';
import { BlookCollage } from './blook-collage';

/** The layouts side by side as small empty collages; the chosen one is outlined. */
export function TemplateChoice({
  templates,
  selected,
  onChoose,
}: {
  templates: BlookTemplateView[];
  selected: string | undefined;
  onChoose: (template: BlookTemplateView) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <ul className={styles.templates}>
      {templates.map((template) => (
        <li key={template.id}>
          <button
            type="button"
            className={styles.template}
            aria-pressed={template.id === selected}
            onClick={() => onChoose(template)}
            data-testid="blook-template"
          >
            <span className={styles.templateThumb}>
              <BlookCollage
                columns={template.columns}
                rows={template.rows}
                tiles={template.slots}
                renderTile={() => <span className={styles.templateCell} />}
              />
            </span>
            <span className={styles.templateName}>{template.name[language]}</span>
            <span className={styles.templateMeta}>
              {t('blook.builder.templateSlots', { count: template.slots.length })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
