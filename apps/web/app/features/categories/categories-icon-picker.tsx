import { CATEGORY_ICON_PICKER } from '@atrium/contract/categories';
import { Radio } from '@mantine/core';
import { useId } from 'react';
import { CategoryGlyph, iconName } from './categories-icons';
import classes from './categories.module.css';

/**
 * The media type's icon (requirements 1 §5): six native radio buttons drawn as tiles, so the arrow keys
 * move between them as in any radio group. An icon outside the six (set through the API) stays
 * until another is chosen.
 */
export function IconPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (icon: number) => void;
  error?: string;
}) {
  const name = useId();
  const isOther = value !== null && !(CATEGORY_ICON_PICKER as readonly number[]).includes(value);
  return (
    <Radio.Group
      label="Icon"
      description={isOther ? `Currently ${iconName(value)}, which this list does not offer.` : undefined}
      required
      error={error}
    >
      <div className={classes.iconGrid} data-error={Boolean(error) || undefined}>
        {CATEGORY_ICON_PICKER.map((icon, index) => {
          const checked = value === icon;
          // The tile the focus goes to after a refused submit (ResourceForm looks for data-invalid).
          const isFocusTarget = Boolean(error) && (value === null || isOther ? index === 0 : checked);
          return (
            <label key={icon} className={classes.iconOption} data-checked={checked || undefined}>
              <input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                aria-label={iconName(icon)}
                data-invalid={isFocusTarget ? 'true' : undefined}
                className={classes.iconInput}
              />
              <CategoryGlyph icon={icon} size={24} />
              <span className={classes.iconNumber} aria-hidden="true">
                {icon}
              </span>
            </label>
          );
        })}
      </div>
    </Radio.Group>
  );
}
