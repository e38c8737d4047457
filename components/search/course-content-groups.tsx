import {
  COURSE_CONTENT_KEYS,
  COURSE_CONTENT_LEGENDS,
  COURSE_CONTENT_PARAMS,
  type CourseContentKey,
} from "@/lib/filters/fields";
import { optionsOf } from "@/lib/labels";
import { FORTBILDUNGSINHALTE } from "@/lib/taxonomy";
import { CheckboxGroup } from "./filter-fields";

/** The four ICW course-content lists, shared by the event and speaker filters. */
export function CourseContentGroups({
  filter,
  params,
}: {
  filter: Record<CourseContentKey, readonly string[]>;
  /** The list's URL parameters (its PARAMS). */
  params: Readonly<Record<CourseContentKey, string>>;
}) {
  return (
    <>
      {COURSE_CONTENT_KEYS.map((key) => (
        <CheckboxGroup
          key={key}
          param={params[key]}
          legend={COURSE_CONTENT_LEGENDS[key]}
          options={optionsOf(FORTBILDUNGSINHALTE[COURSE_CONTENT_PARAMS[key]])}
          selected={filter[key]}
        />
      ))}
    </>
  );
}
