print("guidelens")
