import type { ComponentPropsWithRef } from "react";

type Variant = "primary" | "secondary" | "danger";

const STYLES: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

export function Button({
  variant = "primary",
  className,
  ...rest
}: ComponentPropsWithRef<"button"> & { variant?: Variant }) {
  return (
    <button
      className={`rounded px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${STYLES[variant]} ${className ?? ""}`}
      {...rest}
    />
  );
}
